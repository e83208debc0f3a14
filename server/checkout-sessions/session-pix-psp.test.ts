import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { MERCHANT_PSP_NAME } from "@/server/pix/connection/merchant-psp";
import { setPspConnection } from "@/server/pix/connection/set-psp-connection";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import {
  SIMULATOR_CLIENT_ID,
  SIMULATOR_CLIENT_SECRET,
  startApiPixSimulator,
  type ApiPixSimulator,
} from "@/server/sandbox/api-pix/api-pix-simulator";
import { createUser } from "@/server/testing/fixtures";
import { randomAccountKey } from "@/server/testing/keys";
import { callerFor } from "@/server/testing/trpc";

let ownPsp: ApiPixSimulator;

beforeAll(async () => {
  ownPsp = await startApiPixSimulator();
});

afterAll(async () => {
  await ownPsp.close();
});

async function merchantWithOwnPsp() {
  const db = await getDb();
  const { actor, user } = await createUser(db, { sandbox: true });
  await setPixProfile(db, actor, { key: `loja-${user.id}@example.com`, legalName: "Loja Própria", document: "52998224725", city: "Curitiba" });
  await setPspConnection(db, actor, {
    baseUrl: ownPsp.baseUrl,
    tokenUrl: ownPsp.tokenUrl,
    clientId: SIMULATOR_CLIENT_ID,
    clientSecret: SIMULATOR_CLIENT_SECRET,
  });
  return { actor, user, merchant: await callerFor(actor) };
}

async function pspNameOf(invoiceId: string) {
  const db = await getDb();
  const [row] = await db.select({ pspName: invoices.pspName, txid: invoices.pixTxid }).from(invoices).where(eq(invoices.id, Number(invoiceId)));
  return row;
}

describe("a checkout session's PIX and the merchant's own PSP connection", () => {
  it("charges the payer's PIX choice at the merchant's own PSP", async () => {
    const { merchant } = await merchantWithOwnPsp();
    const session = await merchant.checkoutSessions.create({ amount: 25, currency: "BRL" });
    const chosen = await (await callerFor(null)).checkoutSessions.choose({ sessionId: session.id, rail: "PIX" });
    const row = await pspNameOf(chosen.invoice.id);
    expect(row?.pspName).toBe(MERCHANT_PSP_NAME);
    expect(row?.txid && ownPsp.cobs.get(row.txid)?.valor.original).toBe("25.00");
  });

  it("charges the PIX remainder of a short crypto payment at the merchant's own PSP", async () => {
    const db = await getDb();
    const { actor, user, merchant } = await merchantWithOwnPsp();
    await setWallet(db, { userId: user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
    const payer = await callerFor(null);
    const session = await merchant.checkoutSessions.create({ amount: 100, currency: "BRL" });
    const btc = await payer.checkoutSessions.choose({ sessionId: session.id, rail: "BTC" });
    await simulatePayment(db, actor, { invoiceId: btc.invoice.id, kind: "partial" });
    const rest = await payer.checkoutSessions.finishByPix({ sessionId: session.id });
    const row = await pspNameOf(rest.invoice.id);
    expect(row?.pspName).toBe(MERCHANT_PSP_NAME);
    expect(row?.txid && ownPsp.cobs.has(row.txid)).toBe(true);
  });
});
