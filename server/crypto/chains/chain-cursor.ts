// The persisted block cursor of a chain watcher: the last block whose payments are final.
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chainCursors } from "@/db/schema";

export async function readChainCursor(db: Database, network: string) {
  const [row] = await db.select().from(chainCursors).where(eq(chainCursors.network, network));
  return row ?? null;
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
