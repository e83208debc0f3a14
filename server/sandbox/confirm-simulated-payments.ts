// The step that makes simulated (sandbox) payments final, as a chain's confirmations would: under the
// invoice's row lock, then the invoice is recomputed (CONFIRMING → PAID or PARTIALLY_PAID) with its events.
import { and, eq, lte, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoicePayments } from "@/db/schema";
import { changeInvoicePayments } from "@/server/invoices/lifecycle/apply-payments";

export const SANDBOX_NETWORK = "sandbox";

/** Pending simulated payments of one invoice, narrowed to one reference or to those seen by a time. */
export const pendingSimulatedPayments = (invoiceId: number, only: { reference?: string; seenBy?: Date } = {}): SQL | undefined =>
  and(
    eq(invoicePayments.invoiceId, invoiceId),
    eq(invoicePayments.network, SANDBOX_NETWORK),
    eq(invoicePayments.state, "pending"),
    only.reference === undefined ? undefined : eq(invoicePayments.reference, only.reference),
    only.seenBy === undefined ? undefined : lte(invoicePayments.seenAt, only.seenBy),
  );

/** Returns how many payments it confirmed; none leaves the invoice as it was. */
export async function confirmSimulatedPayments(
  tx: Executor,
  params: { invoiceId: number; actorUserId?: number; ownerId?: number; reference?: string; seenBy?: Date },
) {
  const { recorded } = await changeInvoicePayments(tx, {
    invoiceId: params.invoiceId,
    reason: "sandbox",
    actorUserId: params.actorUserId,
    ownerId: params.ownerId,
    record: async () => {
      const confirmed = await tx
        .update(invoicePayments)
        .set({ state: "confirmed", confirmations: 1, confirmedAt: new Date() })
        .where(pendingSimulatedPayments(params.invoiceId, params))
        .returning({ id: invoicePayments.id });
      return confirmed.length;
    },
  });
  return recorded ?? 0;
}
