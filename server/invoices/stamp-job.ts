// The stamp job: final payments left without a value (the rates service had no rate when they
// became final) are stamped under their invoice's row lock, through the one payments path.
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/db/client";
import { applyPayments } from "./lifecycle/apply-payments";

export async function stampPendingPayments(db: Database, params: { now: Date; limit?: number }) {
  const invoiceIds = rowsOf<{ invoice_id: number | string }>(
    await db.execute(sql`
      select distinct invoice_id from invoice_payments
      where state = 'confirmed' and stamped_at is null
      limit ${params.limit ?? 200}`),
  ).map((row) => Number(row.invoice_id));
  for (const invoiceId of invoiceIds) {
    await db.transaction((tx) => applyPayments(tx, { invoiceId, now: params.now }));
  }
  return { invoices: invoiceIds.length };
}
