// The persisted block cursor of a chain watcher (the last block whose payments are final), and the
// watcher's health beside it: the head it last saw, when, and its last error.
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chainCursors } from "@/db/schema";

/** The cursor, or null when the watcher has never moved it (a row written only for health has lastBlock -1). */
export async function readChainCursor(db: Database, network: string) {
  const [row] = await db.select().from(chainCursors).where(eq(chainCursors.network, network));
  return row && row.lastBlock >= 0 ? row : null;
}

export async function writeChainCursor(db: Database, network: string, lastBlock: number) {
  await db
    .insert(chainCursors)
    .values({ network, lastBlock })
    .onConflictDoUpdate({
      target: chainCursors.network,
      // Never moves back: a slower instance finishing late cannot undo a newer cursor.
      set: { lastBlock: sql`greatest(${chainCursors.lastBlock}, excluded.last_block)`, updatedAt: sql`now()` },
    });
}

/** When the watcher last looked at the chain's head successfully. */
export async function readWatcherCheckedAt(db: Database, network: string): Promise<Date | null> {
  const [row] = await db.select({ checkedAt: chainCursors.checkedAt }).from(chainCursors).where(eq(chainCursors.network, network));
  return row?.checkedAt ?? null;
}

/** A successful look at the chain: its head, now. Clears the last error. */
export async function recordWatcherCheck(db: Database, params: { network: string; headBlock: number; now: Date }) {
  await db
    .insert(chainCursors)
    // -1: no cursor yet (readChainCursor); updatedAt stays the cursor's own time, health has checkedAt.
    .values({ network: params.network, lastBlock: -1, headBlock: params.headBlock, checkedAt: params.now, updatedAt: new Date(0) })
    .onConflictDoUpdate({
      target: chainCursors.network,
      set: { headBlock: params.headBlock, checkedAt: params.now, lastError: null, lastErrorAt: null },
    });
}

/** A failed look at the chain, shown on the wallets page until the next successful one. */
export async function recordWatcherError(db: Database, params: { network: string; message: string; now: Date }) {
  const message = params.message.slice(0, 300);
  await db
    .insert(chainCursors)
    .values({ network: params.network, lastBlock: -1, lastError: message, lastErrorAt: params.now, updatedAt: new Date(0) })
    .onConflictDoUpdate({ target: chainCursors.network, set: { lastError: message, lastErrorAt: params.now } });
}

export async function listChainCursors(db: Database) {
  return db.select().from(chainCursors);
}
