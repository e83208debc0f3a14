// Expiry: open invoices past expires_at become EXPIRED with their event. Each invoice is claimed
// with the row lock every change of an invoice takes (lockInvoice's FOR NO KEY UPDATE), SKIP
// LOCKED, so two tickers never expire (or notify) the same invoice twice and share the work instead
// of waiting on each other, and an invoice another change holds is left to the next tick.
import { and, asc, inArray, lte } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { expirableStatuses } from "@/server/invoice-states";
import { transitionInvoice } from "./state-machine";

export async function expireInvoices(db: Database, params: { now: Date; limit?: number }) {
  const limit = params.limit ?? 2_000;
  let expired = 0;
  while (expired < limit) {
    // One invoice per transaction: the per-merchant counter rows the status change updates are
    // then locked briefly and in one order, so concurrent tickers cannot deadlock on them.
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(invoices)
        .where(and(inArray(invoices.status, expirableStatuses), lte(invoices.expiresAt, params.now)))
        .orderBy(asc(invoices.expiresAt))
        .limit(1)
        .for("no key update", { skipLocked: true });
      if (!due) return false;
      await transitionInvoice(tx, {
        invoiceId: due.id,
        locked: due,
        to: "EXPIRED",
        reason: "expired",
        from: expirableStatuses,
        patch: { expiredAt: params.now },
      });
      return true;
    });
    if (!done) break;
    expired += 1;
  }
  return { expired };
}
