// The invoice counters ledger (db/schema/invoices.ts: invoiceCounters): triggers append a row per
// statement and key; folding replaces each key's rows with one row of their sum, so a total reads
// one row per key. Folding only tidies: a total is the same before and after.
import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";

/**
 * Folds every key with more than one ledger row (or a zero sum) into one row (or none). Safe
 * beside the triggers and another fold: it deletes only the rows its snapshot sees, and a row
 * another fold deleted first is skipped, so each row is summed once.
 */
export async function foldInvoiceCounters(db: Executor): Promise<{ foldedRows: number }> {
  const [row] = rowsOf<{ folded_rows: number | string }>(
    await db.execute(sql`
      with folded as (
        delete from invoice_counters
        where (user_id, gateway, type, status) in (
          select user_id, gateway, type, status from invoice_counters
          group by user_id, gateway, type, status
          having count(*) > 1 or sum(count) = 0)
        returning user_id, gateway, type, status, count),
      kept as (
        insert into invoice_counters (user_id, gateway, type, status, count)
        select user_id, gateway, type, status, sum(count) from folded
        group by user_id, gateway, type, status
        having sum(count) <> 0)
      select count(*) as folded_rows from folded`),
  );
  return { foldedRows: Number(row?.folded_rows ?? 0) };
}
