// The checkout session's webhook events, written through the outbox in the caller's transaction:
// each carries the whole session (with its invoices) as GET shows it after the change.
import type { Executor } from "@/db/client";
import { writeEvent } from "@/server/events/outbox";
import { toCheckoutSessionObject, type SessionView } from "./session-object";

export const checkoutEventTypes = [
  "checkout.created",
  "checkout.rail_chosen",
  "checkout.remainder_created",
  "checkout.paid",
  "checkout.expired",
] as const;
export type CheckoutEventType = (typeof checkoutEventTypes)[number];

export async function writeCheckoutEvent(tx: Executor, view: SessionView, type: CheckoutEventType) {
  return writeEvent(tx, {
    userId: view.session.userId,
    invoiceId: null,
    type,
    data: { checkout_session: toCheckoutSessionObject(view) },
    createdAt: view.session.updatedAt,
  });
}
