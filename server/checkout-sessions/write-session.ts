// Writes the next version of a locked checkout session and its event, in the caller's transaction.
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutSessions, type CheckoutSession } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { viewOf } from "./read-session";
import type { CheckoutEventType } from "@/vocabulary/event-names";
import { writeCheckoutEvent } from "./session-events";

type SessionPatch = Partial<Pick<CheckoutSession, "status" | "paidAt" | "expiredAt" | "remainderInvoiceId">>;

export async function writeSessionVersion(
  tx: Executor,
  params: { current: CheckoutSession; patch?: SessionPatch; event: CheckoutEventType },
) {
  const { current } = params;
  const now = new Date();
  // Never at or before the current version's time, so the events stay in time order.
  const at = now.getTime() > current.updatedAt.getTime() ? now : new Date(current.updatedAt.getTime() + 1);
  const [updated] = await tx
    .update(checkoutSessions)
    .set({ ...params.patch, version: current.version + 1, updatedAt: at })
    .where(and(eq(checkoutSessions.id, current.id), eq(checkoutSessions.version, current.version)))
    .returning();
  if (!updated) throw new AppError("conflict", "The checkout session changed meanwhile; try again.");
  const view = await viewOf(tx, updated);
  await writeCheckoutEvent(tx, view, params.event);
  return view;
}
