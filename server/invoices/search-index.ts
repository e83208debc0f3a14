// The invoice list's trigram search index takes new invoices into its pending list (cheap); merging
// that list into the index is the expensive part, and an insert that finds the list full does it
// there and then, holding its request (and the queries queued on its connection) for 100 ms and
// more. A background job merges it on every tick instead, so inserts rarely have to.
import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";

export const searchIndexName = "invoices_search_trgm_idx";

/** Merges the pending list into the index; answers how many pending-list pages it emptied. */
export async function flushSearchIndex(db: Executor): Promise<{ pendingPages: number }> {
  const [row] = rowsOf<{ pages: number | string }>(
    await db.execute(sql`select gin_clean_pending_list(${searchIndexName}::regclass) as pages`),
  );
  return { pendingPages: Number(row?.pages ?? 0) };
}
