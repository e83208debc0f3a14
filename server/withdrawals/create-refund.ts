// Creates a refund of a crypto payment (a PIX payment's goes through server/refunds/refund-payment.ts): a WITHDRAWAL invoice linked to it, for an amount chosen by basis
// (withdrawal-amount.ts), sent to the address the merchant gives or the receiver claims. Under the
// payment's row lock, the refunds that still count are summed, so concurrent refunds can never take
// more than the payment received; the Idempotency-Key's record commits with the refund.
import type { Database } from "@/db/client";
import { assets, isAssetCode } from "@/server/vocabulary/assets";
import type { Actor } from "@/server/auth/actor";
import { rateProvider } from "@/server/rates/configured-provider";
import type { RateProvider } from "@/server/rates/provider";
import { AppError } from "@/server/kernel/errors";
import { findInvoice, invoiceNotFound } from "@/server/invoices/get-invoice";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { insertInvoice } from "@/server/invoices/insert-invoice";
import { lockInvoice } from "@/server/invoices/lifecycle/state-machine";
import { toInvoiceObject } from "@/server/invoices/serialize";
import type { FiatCurrency } from "@/server/kernel/money";
import { checkedDestination, destinationRules } from "./destination";
import { refundedSoFar } from "./refunds-of";
import type { CreateRefundInput } from "./schemas";
import { refundAmount } from "./withdrawal-amount";
import { withdrawalValues } from "./withdrawal-values";

export async function createRefund(
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

  const refund = await db.transaction(async (tx) => {
    // Amounts are decided from the locked row and the refunds that count at this moment.
    const locked = await lockInvoice(tx, payment.id, actor.userId);
    if (!locked) throw invoiceNotFound();
    const amount = refundAmount({ payment: locked, alreadyRefunded: await refundedSoFar(tx, locked.id), input, currentQuote });
    const values = await withdrawalValues({
      userId: locked.userId,
      payCurrency: locked.payCurrency,
      currency: locked.currency,
      amount,
      basis: input.basis,
      destination,
      refundedInvoiceId: locked.id,
      customerName: locked.customerName,
      customerEmail: locked.customerEmail,
      externalReference: input.external_reference ?? locked.externalReference,
      description: input.description ?? null,
      now,
    });
    return insertInvoice(tx, values, { actorUserId: actor.userId, idempotencyKey: params.idempotencyKey });
  });
  return toInvoiceObject(refund);
}
