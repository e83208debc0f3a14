// Takes the next receive index of the merchant's active wallet for a chain, atomically, with its
// address from the pre-derived pool.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { perExecutor } from "@/db/per-executor";
import { walletAddresses, wallets } from "@/db/schema";
import { AppError } from "@/server/errors";
import { deriveAddress } from "./derive-address";
import type { WalletChain } from "./extended-key";
import { takeIndexSql } from "./index-sequence";

export type AllocatedAddress = { walletId: number; index: number; address: string };

function buildStatement(db: Database) {
  // A CTE with a volatile function is never inlined: nextval runs once, for the active wallet only.
  const allocated = db.$with("allocated").as(
    db
      .select({
        walletId: wallets.id,
        extendedKey: wallets.extendedKey,
        index: takeIndexSql(wallets.id).as("allocated_index"),
      })
      .from(wallets)
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
    .prepare("allocate_wallet_address");
}

// This runs on every create (hot path): prepared once per database handle.
const statementFor = perExecutor(buildStatement);

/**
 * One statement: the wallet's sequence gives each create its own index (two concurrent invoices
 * never share one) and the pool its address. When the pool has run dry (a burst larger than
 * ADDRESS_POOL_SIZE between two ticks, or a wallet set a moment ago) the address is derived here,
 * which gives the same address, only slower.
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
