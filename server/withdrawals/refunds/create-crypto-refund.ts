// Creates a refund of a crypto payment (./refund-payment.ts sends a PIX payment's to ./pix): a
// WITHDRAWAL invoice linked to it, for an amount chosen by basis (../withdrawal-amount.ts), sent to
// the address the merchant gives or the receiver claims, decided by ./decide-refund.ts.
import type { Database } from "@/db/client";
import { assets, isAssetCode } from "@/vocabulary/assets";
import type { Actor } from "@/server/auth/actor";
import { rateProvider } from "@/server/rates/configured-provider";
import type { RateProvider } from "@/server/rates/provider";
import { AppError } from "@/kernel/errors";
import { findInvoice } from "@/server/invoices/get-invoice";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { toInvoiceObject } from "@/server/invoices/serialize";
import type { FiatCurrency } from "@/kernel/money";
import { checkedDestination, destinationRules } from "../destination";
import type { CreateRefundInput } from "../schemas";
import { decideRefund } from "./decide-refund";

export async function createCryptoRefund(
  db: Database,
  actor: Actor,
  params: { invoiceId: string | number; input: CreateRefundInput; idempotencyKey?: string; rates?: RateProvider; now?: Date },
): Promise<InvoiceObject> {
  const { input } = params;
  const now = params.now ?? new Date();
  // Refunds are the payment owner's own money going out: another merchant's payment is not found.
  const payment = await findInvoice(db, { userId: actor.userId, role: "merchant" }, params.invoiceId);
  if (payment.type !== "PAYMENT") throw new AppError("unprocessable", "Only a payment can be refunded; this invoice is a withdrawal.");
  if (!isAssetCode(payment.payCurrency)) throw new AppError("unprocessable", `${payment.payCurrency} payments cannot be refunded.`);
  const asset = assets[payment.payCurrency];
  // Network work before the lock: today's rate, the address's rules (the address may need no lock).
  const currentQuote =
    input.basis === "current_rate"
      ? await (params.rates ?? rateProvider()).getRate(asset.code, payment.currency as FiatCurrency)
      : undefined;
  const destination = input.address
    ? checkedDestination(input.address, await destinationRules(db, { asset, userId: payment.userId, refundedPayment: payment }))
    : null;

  const { refund } = await db.transaction((tx) =>
    decideRefund(tx, { actor, paymentId: payment.id, input, currentQuote, destination, idempotencyKey: params.idempotencyKey, now }),
  );
  return toInvoiceObject(refund);
}
