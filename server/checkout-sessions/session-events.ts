// The checkout session's webhook events, written through the outbox in the caller's transaction:
// each carries the whole session (with its invoices) as GET shows it after the change.
import type { Executor } from "@/db/client";
import type { CheckoutEventType } from "@/vocabulary/event-names";
import { writeEvent } from "@/db/outbox";
import { toCheckoutSessionObject, type SessionView } from "./session-object";

export async function writeCheckoutEvent(tx: Executor, view: SessionView, type: CheckoutEventType) {
  return writeEvent(tx, {
    userId: view.session.userId,
    invoiceId: null,
    type,
    data: { checkout_session: toCheckoutSessionObject(view) },
    createdAt: view.session.updatedAt,
  });
}
