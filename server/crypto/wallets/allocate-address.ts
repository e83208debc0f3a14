// Takes the next receive index of the merchant's active wallet for a chain, atomically.
import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";
import { AppError } from "@/server/errors";
import { deriveAddress } from "./derive-address";
import type { WalletChain } from "./extended-key";

type AllocatedRow = { id: string | number; extended_key: string; index: number };

export type AllocatedAddress = { walletId: number; index: number; address: string };

/**
 * One UPDATE … RETURNING: two concurrent invoices can never read the same index. It runs as its
 * own statement (not inside the invoice transaction) so the wallet row lock is held for
 * microseconds instead of serialising all of a merchant's creates; a failed create only leaves an
 * unused index, which wallets tolerate.
 */
export async function allocateAddress(db: Executor, params: { userId: number; chain: WalletChain }): Promise<AllocatedAddress> {
  const rows = rowsOf<AllocatedRow>(
    await db.execute(sql`
      update wallets set next_index = next_index + 1, updated_at = now()
      where user_id = ${params.userId} and chain = ${params.chain} and active
      returning id, extended_key, next_index - 1 as index`),
  );
  const row = rows[0];
  if (!row) throw new AppError("wallet_not_configured");
  const index = Number(row.index);
  return {
    walletId: Number(row.id),
    index,
    address: deriveAddress({ chain: params.chain, extendedKey: row.extended_key, index }),
  };
}
