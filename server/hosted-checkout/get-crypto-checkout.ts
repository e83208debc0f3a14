// The hosted crypto checkout's live view, found by the unguessable checkout_id. Payer-safe only: no
// invoice, merchant or customer ids or customer data; the description and the order reference are
// the payer's own purchase; transaction hashes are public on-chain.
import { and, asc, eq, ne } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoicePayments, invoices, type Invoice } from "@/db/schema";
import { isAssetCode } from "@/vocabulary/assets";
import { configuredAsset } from "@/vocabulary/configured-assets";
import { paymentUri, qrPayload } from "@/vocabulary/payment-uri";
import { requiredConfirmations } from "@/server/crypto/chains/network-settings";
import { qrVector } from "@/server/crypto/qr-vector";
import { isOpenStatus, statusAt } from "@/vocabulary/invoice-states";
import { formatUnits } from "@/kernel/money";
import { checkoutNotFound } from "./find-checkout-invoice";

export async function getCryptoCheckout(db: Executor, checkoutId: string, now = new Date()) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.checkoutId, checkoutId), eq(invoices.gateway, "crypto"), eq(invoices.type, "PAYMENT")));
  if (!invoice) throw checkoutNotFound();
  return cryptoCheckoutOf(db, invoice, now);
}

/** The view of a crypto payment already read (the server-rendered page reads it once). */
export async function cryptoCheckoutOf(db: Executor, invoice: Invoice, now = new Date()) {
  if (invoice.gateway !== "crypto" || invoice.type !== "PAYMENT" || !isAssetCode(invoice.payCurrency)) throw checkoutNotFound();
  // As configured here: a token's URI and QR name the contract the watcher reads.
  const asset = configuredAsset(invoice.payCurrency);
  const status = statusAt(invoice, now);
  const due = BigInt(invoice.amountDueBase);
  const paid = BigInt(invoice.amountPaidBase);
  const remaining = due > paid ? due - paid : 0n;
  const units = (value: bigint) => formatUnits(value, asset.decimals);

  // The address and QR are shown only while money is still expected on time.
  const acceptsPayment = isOpenStatus(status);
  const address = acceptsPayment ? invoice.payAddress : null;
  const asked = { asset, address: address ?? "", amountBase: remaining > 0n ? remaining : due };
  const walletUri = address ? paymentUri(asked) : null;
  const scanned = qrPayload(asked);
  // After a partial payment the QR asks for the rest.
  const qr = walletUri ? qrVector(scanned) : null;

  const payments = await db
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoice.id), ne(invoicePayments.state, "dropped")))
    .orderBy(asc(invoicePayments.id));

  return {
    checkoutId: invoice.checkoutId,
    status,
    fiatAmount: formatUnits(invoice.amountMinor, 2),
    fiatCurrency: invoice.currency,
    description: invoice.description,
    /** The merchant's order reference (external_reference), which the payer knows their order by. */
    reference: invoice.externalReference,
    payCurrency: asset.code,
    assetName: asset.name,
    symbol: asset.symbol,
    network: asset.network,
    /** Set for tokens: the payer must send on this network only. */
    tokenNetwork: asset.tokenContract ? asset.network : null,
    amountDue: units(due),
    amountPaid: units(paid),
    amountPending: units(BigInt(invoice.amountPendingBase)),
    amountRemaining: units(remaining),
    address,
    walletUri,
    qr,
    /** False where the QR holds the bare address (TRON): the payer enters the amount. */
    qrCarriesAmount: scanned !== asked.address,
    confirmations: invoice.confirmations,
    requiredConfirmations: requiredConfirmations(asset.network),
    expiresAt: invoice.expiresAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    paidLate: invoice.paidLate,
    overpaid: invoice.overpaid,
    paymentId: invoice.paymentId,
    redirectUrl: invoice.redirectUrl,
    transactions: payments.map((payment) => ({
      hash: payment.reference,
      network: payment.network,
      amount: units(BigInt(payment.amountBase)),
      confirmations: payment.confirmations,
      final: payment.state === "confirmed",
    })),
  };
}

export type CryptoCheckoutView = Awaited<ReturnType<typeof cryptoCheckoutOf>>;
