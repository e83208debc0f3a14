// An invoice's webhook events: the kinds (a payment's invoice.*, a refund's refund.*, a payout's
// payout.*), and the event of a new version with its snapshot, written
// through the outbox in the transaction of the change it announces.
import type { Executor } from "@/db/client";
import type { Invoice, InvoicePayment } from "@/db/schema";
import type { WithdrawalStatus } from "@/server/vocabulary/invoice-states";
import { writeEvent } from "@/server/events/outbox";
import { enqueueInvoiceEmails } from "@/server/notifications/enqueue-emails";
import { toInvoiceObject } from "./serialize";
import type { WithdrawalKind } from "./withdrawal-kind";

/**
 * The events of a payment (type PAYMENT): created, one per state it moves to, `invoice.updated`
 * (what GET shows changed without a state move: confirmations, a payment seen or dropped) and
 * `invoice.payment_after_final` (money confirmed on an invoice payments no longer move: recorded,
 * to refund or reconcile).
 */
export const paymentEventTypes = [
  "invoice.created",
  "invoice.confirming",
  "invoice.partially_paid",
  "invoice.paid",
  "invoice.expired",
  "invoice.canceled",
  "invoice.updated",
  "invoice.payment_after_final",
] as const;
export type PaymentEventType = (typeof paymentEventTypes)[number];

/**
 * The events of a withdrawal: `refund.*` for a refund, `payout.*` for a payout; `created`, then one
 * per state it moves to (`refund.awaiting_payment`, `refund.confirming`, `refund.completed`, …), and
 * `updated` for facts that move no state (a confirmation more). Named by ./event-types.ts.
 */
export type WithdrawalEventType = `${WithdrawalKind}.${"created" | "updated" | Lowercase<WithdrawalStatus>}`;

export type InvoiceEventType = PaymentEventType | WithdrawalEventType;

/**
 * An invoice's event with its snapshot. `createdAt` is the time of the version it reports, so the
 * newest event of an invoice by time (what resend picks) is the one with the newest version.
 */
export async function writeInvoiceEvent(
  tx: Executor,
  params: { invoice: Invoice; type: InvoiceEventType; payments?: InvoicePayment[]; createdAt?: Date },
) {
  const eventId = await writeEvent(tx, {
    userId: params.invoice.userId,
    invoiceId: params.invoice.id,
    type: params.type,
    data: { invoice: toInvoiceObject(params.invoice, params.payments) },
    createdAt: params.createdAt,
  });
  // The e-mails it calls for (paid, expired with money in it) join the same transaction.
  await enqueueInvoiceEmails(tx, { eventId, eventType: params.type, invoice: params.invoice });
  return eventId;
}
