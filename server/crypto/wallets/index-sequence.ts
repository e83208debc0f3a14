// Each wallet hands out its receive indices from a sequence of its own (wallet_index_<id>) rather
// than a counter column: the wallet row stays read-only on the create path, so invoices' foreign
// key checks on it never wade through the row versions a per-invoice UPDATE would leave behind,
// and concurrent creates take no row lock. A sequence never gives a value twice; a failed create
// leaves a gap, which wallets tolerate.
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";

/** The sequence of a wallet; ids come from the database, so the name is safe to inline. */
function sequenceName(walletId: number) {
  if (!Number.isSafeInteger(walletId) || walletId <= 0) throw new Error(`invalid wallet id ${walletId}`);
  return `wallet_index_${walletId}`;
}

/** Creates a new wallet's sequence (in the wallet's own insert transaction); its first index is 0. */
export async function createIndexSequence(tx: Executor, walletId: number) {
  await tx.execute(sql.raw(`create sequence ${sequenceName(walletId)} as integer minvalue 0 start with 0`));
}

/** Sets the index the wallet hands out next (tests, and wallets carried over from a counter). */
export async function setNextIndex(tx: Executor, walletId: number, nextIndex: number) {
  const name = sequenceName(walletId);
  await tx.execute(sql`select setval(${name}::regclass, ${Math.max(nextIndex, 1) - 1}, ${nextIndex > 0})`);
}

const sequenceOf = (walletId: SQL | unknown) => sql`format('wallet_index_%s', ${walletId})::regclass`;

/** SQL taking the next index of the wallet whose id is `walletId` (volatile: each evaluation takes one). */
export const takeIndexSql = (walletId: SQL | unknown) => sql<number>`nextval(${sequenceOf(walletId)})::integer`;

/** SQL reading, without taking it, the index the wallet hands out next. */
export const nextIndexSql = (walletId: SQL | unknown) =>
  sql<number>`coalesce(pg_sequence_last_value(${sequenceOf(walletId)}) + 1, 0)::integer`;
