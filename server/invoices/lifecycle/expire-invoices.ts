// Expiry: open invoices past expires_at become EXPIRED with their event. Rows are claimed with
// FOR UPDATE SKIP LOCKED, so two tickers never expire (or notify) the same invoice twice.
import { and, asc, inArray, lte } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { transitionInvoice } from "./state-machine";

// A CONFIRMING invoice is left alone: its payment was seen before expiry, so the confirmations
// decide (PAID, or PARTIALLY_PAID which then expires here on a later tick).
const expirable = ["WAITING_PAYMENT", "PARTIALLY_PAID"] as const;

export async function expireInvoices(db: Database, params: { now: Date; batchSize?: number }) {
  const batchSize = params.batchSize ?? 200;
  let expired = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(inArray(invoices.status, expirable), lte(invoices.expiresAt, params.now)))
        .orderBy(asc(invoices.expiresAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      for (const { id } of due) {
        await transitionInvoice(tx, {
          invoiceId: id,
          to: "EXPIRED",
          reason: "expired",
          from: expirable,
          patch: { expiredAt: params.now },
        });
      }
      return due.length;
    });
    expired += count;
    if (count < batchSize) return { expired };
  }
}
