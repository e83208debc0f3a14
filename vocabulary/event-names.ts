// Every event name Ponte sends, in one list: a payment's `invoice.*`, a refund's `refund.*`, a
// payout's `payout.*` and a checkout session's `checkout.*`, with the rules that name an invoice's
// event for each change. The payloads are server/events/catalog.ts; the guide lists the events
// (docs/guide/webhooks-and-events.md, refunds-and-payouts.md, checkout-sessions-and-links.md).
import { statusesOf, type InvoiceStatus, type InvoiceType, type WithdrawalStatus } from "./invoice-states";
import { withdrawalKindOf, withdrawalKinds, type WithdrawalKind } from "./withdrawal-kind";

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
 * `updated` for facts that move no state (a confirmation more).
 */
export type WithdrawalEventType = `${WithdrawalKind}.${"created" | "updated" | Lowercase<WithdrawalStatus>}`;
export type InvoiceEventType = PaymentEventType | WithdrawalEventType;

/** A refund's and a payout's: created, updated, and one per state it moves to (a withdrawal starts in AWAITING_ADDRESS). */
const withdrawalEventTypes = withdrawalKinds.flatMap((kind) => [
  `${kind}.created`,
  `${kind}.updated`,
  ...statusesOf("WITHDRAWAL")
    .filter((status) => status !== "AWAITING_ADDRESS")
    .map((status) => `${kind}.${status.toLowerCase()}`),
]);

/** Every event an invoice sends. */
export const invoiceEventTypes = [...paymentEventTypes, ...withdrawalEventTypes] as [string, ...string[]];

/** A checkout session's events: each carries the whole session, with its invoices. */
export const checkoutEventTypes = [
  "checkout.created",
  "checkout.rail_chosen",
  "checkout.remainder_created",
  "checkout.paid",
  "checkout.expired",
] as const;
export type CheckoutEventType = (typeof checkoutEventTypes)[number];

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

type EventInvoice = { type: InvoiceType; refundedInvoiceId: number | null };

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
