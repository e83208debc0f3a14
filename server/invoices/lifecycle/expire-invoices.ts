// Expiry: open invoices past expires_at become EXPIRED with their event (a withdrawal's unused claim
// link too). Each invoice is claimed with the row lock every change of an invoice takes
// (lockInvoice's FOR NO KEY UPDATE), SKIP LOCKED, so two tickers never expire (or notify) the same invoice twice and share the work instead
// of waiting on each other, and an invoice another change holds is left to the next tick.
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { expirableStatuses, invoiceTypes, type InvoiceType } from "@/vocabulary/invoice-states";
import { transitionInvoice } from "./state-machine";

/**
 * Past their deadline: payments not (fully) paid, and withdrawals whose claim link nobody used in
 * time. One type at a time, so each query walks its own partial index (db/schema/invoices.ts).
 */
const expirableOf = (type: InvoiceType, now: Date) =>
  and(eq(invoices.type, type), inArray(invoices.status, expirableStatuses[type]), lte(invoices.expiresAt, now));

export async function expireInvoices(db: Database, params: { now: Date; limit?: number }) {
  const limit = params.limit ?? 2_000;
  let expired = 0;
  for (const type of invoiceTypes) {
    while (expired < limit) {
      // One invoice per transaction: the per-merchant counter rows the status change updates are
      // then locked briefly and in one order, so concurrent tickers cannot deadlock on them.
      const done = await db.transaction(async (tx) => {
        const [due] = await tx
          .select()
          .from(invoices)
          .where(expirableOf(type, params.now))
          .orderBy(asc(invoices.expiresAt))
          .limit(1)
          .for("no key update", { skipLocked: true });
        if (!due) return false;
        await transitionInvoice(tx, {
          invoiceId: due.id,
          locked: due,
          to: "EXPIRED",
          reason: "expired",
          from: expirableStatuses[type],
          patch: { expiredAt: params.now },
        });
        return true;
      });
      if (!done) break;
      expired += 1;
    }
  }
  return { expired };
}
