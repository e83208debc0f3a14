import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { instant, timestamps } from "./columns";
import { users } from "./users";

/**
 * Account-level extended public keys. A key belongs to one merchant for good (unique per chain),
 * and keeps its next index when set again, so no two invoices ever share an address. The indices
 * come from the wallet's own sequence, wallet_index_<id> (server/crypto/wallets/index-sequence.ts).
 */
export const wallets = pgTable(
  "wallets",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    /** bitcoin, evm (one EVM key serves every EVM asset) or tron. */
    chain: text("chain").notNull(),
    /** mainnet or testnet. */
    network: text("network").notNull(),
    extendedKey: text("extended_key").notNull(),
    /** Addresses below this index are in wallet_addresses (or were handed out and pruned). */
    pooledUntil: integer("pooled_until").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("wallets_chain_key_unique").on(table.chain, table.extendedKey),
    uniqueIndex("wallets_active_unique")
      .on(table.userId, table.chain)
      .where(sql`${table.active}`),
    index("wallets_user_idx").on(table.userId),
  ],
);

/**
 * Receive addresses derived ahead of use (a background job keeps each active wallet's pool
 * filled), so creating an invoice reads its address instead of deriving it. Rows below the
 * wallet's next index have been handed out and are pruned by the same job.
 */
export const walletAddresses = pgTable(
  "wallet_addresses",
  {
    walletId: bigint("wallet_id", { mode: "number" })
      .notNull()
      .references(() => wallets.id),
    index: integer("index").notNull(),
    address: text("address").notNull(),
  },
  (table) => [primaryKey({ columns: [table.walletId, table.index] })],
);

/**
 * Block height each chain watcher has fully processed (only blocks with enough confirmations), and
 * its health as the wallets page shows it: the chain head it last saw, when, and its last error.
 */
export const chainCursors = pgTable("chain_cursors", {
  network: text("network").primaryKey(),
  lastBlock: bigint("last_block", { mode: "number" }).notNull(),
  headBlock: bigint("head_block", { mode: "number" }),
  checkedAt: instant("checked_at"),
  lastError: text("last_error"),
  lastErrorAt: instant("last_error_at"),
  ...timestamps,
});

export type Wallet = typeof wallets.$inferSelect;
