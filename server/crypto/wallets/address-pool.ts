// Keeps a pool of derived receive addresses ahead of each active wallet's next index, so creating
// an invoice reads its address (allocate-address.ts) instead of deriving it on the request path.
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { Database } from "@/db/client";
import { walletAddresses, wallets } from "@/db/schema";
import { deriveAddress } from "./derive-address";
import type { WalletChain } from "./extended-key";
import { nextIndexSql } from "./index-sequence";

/** Addresses derived between two yields to the event loop: keeps a busy server's requests flowing. */
const BATCH = 50;

export type PoolFillOptions = {
  /** Unused addresses to keep per active wallet. */
  poolSize: number;
  /** Most addresses one run derives (over all wallets), bounding the run's CPU time. */
  maxDerivations: number;
};

export type PoolFillResult = { wallets: number; derived: number; pruned: number };

/**
 * Tops up every active wallet whose pool is short, a batch at a time, and prunes the addresses
 * already handed out and those of replaced keys. Safe with several instances: rows are inserted
 * "on conflict do nothing" and pooled_until only grows, so a duplicated run costs derivation time,
 * never a wrong address.
 */
export async function fillAddressPools(db: Database, options: PoolFillOptions): Promise<PoolFillResult> {
  const short = await db
    .select({
      id: wallets.id,
      chain: wallets.chain,
      extendedKey: wallets.extendedKey,
      nextIndex: nextIndexSql(wallets.id),
      pooledUntil: wallets.pooledUntil,
    })
    .from(wallets)
    .where(and(eq(wallets.active, true), lt(wallets.pooledUntil, sql`${nextIndexSql(wallets.id)} + ${options.poolSize}`)))
    .orderBy(wallets.id)
    .limit(1000);

  const result: PoolFillResult = { wallets: 0, derived: 0, pruned: 0 };
  for (const wallet of short) {
    const budget = options.maxDerivations - result.derived;
    if (budget <= 0) break;
    const from = Math.max(wallet.pooledUntil, wallet.nextIndex);
    const until = Math.min(wallet.nextIndex + options.poolSize, from + budget);
    for (let start = from; start < until; start += BATCH) {
      const end = Math.min(start + BATCH, until);
      const rows: (typeof walletAddresses.$inferInsert)[] = [];
      for (let index = start; index < end; index++) {
        const address = deriveAddress({ chain: wallet.chain as WalletChain, extendedKey: wallet.extendedKey, index });
        rows.push({ walletId: wallet.id, index, address });
      }
      await db.insert(walletAddresses).values(rows).onConflictDoNothing();
      result.derived += rows.length;
      await yieldToEventLoop();
    }
    // One update per wallet and run, not per batch: every invoice's foreign key check reads this
    // row, and each update leaves a row version behind. A run cut short only re-derives its batches.
    await db
      .update(wallets)
      .set({ pooledUntil: sql`greatest(${wallets.pooledUntil}, ${until})` })
      .where(eq(wallets.id, wallet.id));
    // Indices below the next index read above have been handed out; their invoices keep the address.
    const pruned = await db
      .delete(walletAddresses)
      .where(and(eq(walletAddresses.walletId, wallet.id), lt(walletAddresses.index, wallet.nextIndex)))
      .returning({ index: walletAddresses.index });
    result.pruned += pruned.length;
    result.wallets += 1;
  }
  // A replaced key's unused addresses go too; its pool starts again should the key be set again.
  const retired = await db
    .update(wallets)
    .set({ pooledUntil: 0 })
    .where(and(eq(wallets.active, false), gt(wallets.pooledUntil, 0)))
    .returning({ id: wallets.id });
  if (retired.length > 0) {
    const dropped = await db
      .delete(walletAddresses)
      .where(inArray(walletAddresses.walletId, retired.map((wallet) => wallet.id)))
      .returning({ index: walletAddresses.index });
    result.pruned += dropped.length;
  }
  return result;
}
