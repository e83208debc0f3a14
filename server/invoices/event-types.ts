// The webhook event each change of an invoice sends: a payment's `invoice.*`, a refund's `refund.*`
// and a payout's `payout.*`. The list of events is docs/guide.md's (Webhooks; Refunds and payouts).
import type { Invoice, InvoiceStatus } from "@/db/schema";
import type { InvoiceEventType, PaymentEventType, WithdrawalEventType } from "./invoice-events";
import { withdrawalKindOf } from "./withdrawal-kind";

/**
 * A payment's event per target state. A return to WAITING_PAYMENT (its only payment dropped) has no
 * state event of its own: it sends invoice.updated, so receivers still get the new snapshot.
 */
const paymentEventOf: Partial<Record<InvoiceStatus, PaymentEventType>> = {
  WAITING_PAYMENT: "invoice.updated",
  CONFIRMING: "invoice.confirming",
  PARTIALLY_PAID: "invoice.partially_paid",
  PAID: "invoice.paid",
  EXPIRED: "invoice.expired",
  CANCELED: "invoice.canceled",
};

type EventInvoice = Pick<Invoice, "type" | "refundedInvoiceId">;

function withdrawalEvent(invoice: EventInvoice, suffix: string): WithdrawalEventType {
  return `${withdrawalKindOf(invoice) ?? "payout"}.${suffix}` as WithdrawalEventType;
}

/** The event of an invoice's creation. */
export function createdEventOf(invoice: EventInvoice): InvoiceEventType {
  return invoice.type === "WITHDRAWAL" ? withdrawalEvent(invoice, "created") : "invoice.created";
}

/** The event of a move to `to`: a withdrawal's is named after the state (refund.completed). */
export function moveEventOf(invoice: EventInvoice, to: InvoiceStatus): InvoiceEventType {
  if (invoice.type === "WITHDRAWAL") return withdrawalEvent(invoice, to.toLowerCase());
  const event = paymentEventOf[to];
  if (!event) throw new Error(`a payment has no state ${to}`);
  return event;
}

/** The kinds of change that move no state; a withdrawal has only `updated`. */
export type FactKind = "updated" | "payment_after_final";

export function factEventOf(invoice: EventInvoice, fact: FactKind): InvoiceEventType {
  if (invoice.type === "WITHDRAWAL") return withdrawalEvent(invoice, "updated");
  return fact === "payment_after_final" ? "invoice.payment_after_final" : "invoice.updated";
}
