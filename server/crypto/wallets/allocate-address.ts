// Takes receive indices of the merchant's active wallet for a chain, atomically, with their
// addresses from the pre-derived pool.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { perExecutor } from "@/db/per-executor";
import { walletAddresses, wallets } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { deriveAddress } from "./derive-address";
import type { WalletChain } from "./extended-key";
import { takeIndexSql } from "./index-sequence";

export type AllocatedAddress = { walletId: number; index: number; address: string };

/** An index taken from the sequence; its address is missing when the pool had run dry. */
export type TakenIndex = { walletId: number; index: number; pooledAddress: string | null; extendedKey: string };

function buildStatement(db: Database) {
  // A CTE with a volatile function is never inlined: nextval runs once per row, for the active
  // wallet only, `count` times.
  const allocated = db.$with("allocated").as(
    db
      .select({
        walletId: wallets.id,
        extendedKey: wallets.extendedKey,
        index: takeIndexSql(wallets.id).as("allocated_index"),
      })
      .from(wallets)
      .crossJoin(sql`generate_series(1, ${sql.placeholder("count")}::integer)`)
      .where(
        and(
          eq(wallets.userId, sql.placeholder("userId")),
          eq(wallets.chain, sql.placeholder("chain")),
          eq(wallets.active, true),
        ),
      ),
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
    .orderBy(asc(allocated.index))
    .prepare("allocate_wallet_addresses");
}

// This runs on the create path: prepared once per database handle.
const statementFor = perExecutor(buildStatement);

/**
 * One statement: the wallet's sequence gives each of `count` indices to this caller alone (two
 * concurrent callers never share one), in ascending order, with the pool's address where the pool
 * has it. No active wallet: wallet_not_configured.
 */
export async function takeIndices(db: Database, params: { userId: number; chain: WalletChain; count: number }): Promise<TakenIndex[]> {
  const rows = await statementFor(db).execute({ userId: params.userId, chain: params.chain, count: params.count });
  if (rows.length === 0) throw new AppError("wallet_not_configured");
  return rows.map((row) => ({ ...row, index: Number(row.index) }));
}

/**
 * The index's address: the pool's, or, when the pool had run dry (a burst larger than
 * ADDRESS_POOL_SIZE between two ticks, or a wallet set a moment ago), derived here, which gives
 * the same address, only slower.
 */
export function addressOf(taken: TakenIndex, chain: WalletChain): AllocatedAddress {
  return {
    walletId: taken.walletId,
    index: taken.index,
    address: taken.pooledAddress ?? deriveAddress({ chain, extendedKey: taken.extendedKey, index: taken.index }),
  };
}

/** The next index of the merchant's active wallet for a chain, with its address. */
export async function allocateAddress(db: Database, params: { userId: number; chain: WalletChain }): Promise<AllocatedAddress> {
  const [taken] = await takeIndices(db, { ...params, count: 1 });
  if (!taken) throw new AppError("wallet_not_configured");
  return addressOf(taken, params.chain);
}
