// Takes the next receive index of the merchant's active wallet for a chain, atomically, with its
// address from the pre-derived pool.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { perExecutor } from "@/db/per-executor";
import { walletAddresses, wallets } from "@/db/schema";
import { AppError } from "@/server/errors";
import { deriveAddress } from "./derive-address";
import type { WalletChain } from "./extended-key";

export type AllocatedAddress = { walletId: number; index: number; address: string };

function buildStatement(db: Database) {
  const allocated = db.$with("allocated").as(
    db
      .update(wallets)
      .set({ nextIndex: sql`${wallets.nextIndex} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(wallets.userId, sql.placeholder("userId")),
          eq(wallets.chain, sql.placeholder("chain")),
          eq(wallets.active, true),
        ),
      )
      // Asynchronous commit for this statement only (saves a WAL flush per invoice). It is safe: the
      // invoice that uses the index commits synchronously later, and flushing its commit record
      // flushes this earlier one too; a crash in between loses only an index no invoice received.
      .from(sql`(select set_config('synchronous_commit', 'off', true)) as relaxed_commit`)
      .returning({
        walletId: wallets.id,
        extendedKey: wallets.extendedKey,
        index: sql<number>`${wallets.nextIndex} - 1`.as("allocated_index"),
      }),
  );
  return db
    .with(allocated)
    .select({
      walletId: allocated.walletId,
      extendedKey: allocated.extendedKey,
      index: allocated.index,
      pooledAddress: walletAddresses.address,
    })
    .from(allocated)
    .leftJoin(walletAddresses, and(eq(walletAddresses.walletId, allocated.walletId), eq(walletAddresses.index, allocated.index)))
    .prepare("allocate_wallet_address");
}

// This runs on every create (hot path): prepared once per database handle.
const statementFor = perExecutor(buildStatement);

/**
 * One UPDATE … RETURNING: two concurrent invoices can never read the same index. It runs as its
 * own statement (not inside the invoice transaction) so the wallet row lock is held for
 * microseconds instead of serialising all of a merchant's creates; a failed create only leaves an
 * unused index, which wallets tolerate. The address comes from the pool; when the pool has run dry
 * (a burst larger than ADDRESS_POOL_SIZE between two ticks, or a wallet set a moment ago) it is
 * derived here, which gives the same address, only slower.
 */
export async function allocateAddress(db: Database, params: { userId: number; chain: WalletChain }): Promise<AllocatedAddress> {
  const [row] = await statementFor(db).execute({ userId: params.userId, chain: params.chain });
  if (!row) throw new AppError("wallet_not_configured");
  const index = Number(row.index);
  return {
    walletId: row.walletId,
    index,
    address: row.pooledAddress ?? deriveAddress({ chain: params.chain, extendedKey: row.extendedKey, index }),
  };
}
