// Sample data for the demo merchant: wallets from the published BIP84/BIP44 example keys, a PIX
// profile, and a few invoices of both rails (one of each paid through the sandbox simulation).
import type { Database } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { createCryptoPayment } from "@/server/crypto/create-crypto-payment";
import { createCryptoPaymentInput } from "@/server/crypto/schemas";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { publishedKeys } from "@/server/crypto/wallets/published-keys";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { createPixPayment } from "@/server/pix/create-pix-payment";
import { createPixPaymentInput } from "@/server/pix/schemas";
import { setPixProfile } from "@/server/pix/set-pix-profile";

export async function seedSampleData(db: Database, params: { merchantId: number }) {
  const actor: Actor = { userId: params.merchantId, role: "merchant" };
  await setWallet(db, { userId: actor.userId, currency: "BTC", xpub: publishedKeys.bitcoinZpub });
  await setWallet(db, { userId: actor.userId, currency: "ETH", xpub: publishedKeys.evmXpub });
  await setWallet(db, { userId: actor.userId, currency: "USDTTRON", xpub: publishedKeys.tronXpub });
  await setPixProfile(db, actor, {
    keyType: "email",
    key: "pix@ponte.local",
    legalName: "Ponte Demo Ltda",
    document: "11.222.333/0001-81",
    documentType: "CNPJ",
    city: "Sao Paulo",
  });

  const customer = { customer_name: "Ana Souza", customer_email: "ana@example.com" };
  const paidBtc = await createCryptoPayment(
    db,
    actor,
    createCryptoPaymentInput.parse({ amount: 250, fiat_currency: "BRL", pay_currency: "BTC", external_reference: "demo-order-1001", ...customer }),
  );
  await simulatePayment(db, actor, { invoiceId: paidBtc.id, kind: "full" });
  await createCryptoPayment(
    db,
    actor,
    createCryptoPaymentInput.parse({ amount: 49.9, fiat_currency: "USD", pay_currency: "ETH", external_reference: "demo-order-1002", ...customer }),
  );
  await createCryptoPayment(
    db,
    actor,
    createCryptoPaymentInput.parse({ amount: 120, fiat_currency: "EUR", pay_currency: "usdtbsc", external_reference: "demo-order-1003", customer_name: "João Lima", customer_email: "joao@example.com" }),
  );

  const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const paidPix = await createPixPayment(
    db,
    actor,
    createPixPaymentInput.parse({ clientMode: "noNeedToSpecify", amount: 89.9, expire_at: inAWeek, description: "Pedido 2001", external_reference: "demo-order-2001" }),
  );
  await simulatePayment(db, actor, { invoiceId: paidPix.id, kind: "full" });
  await createPixPayment(
    db,
    actor,
    createPixPaymentInput.parse({ clientMode: "requestCheckout", amount: 35, expire_at: inAWeek, description: "Pedido 2002", external_reference: "demo-order-2002" }),
  );
}
