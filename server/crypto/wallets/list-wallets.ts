// The merchant's active wallets, one per chain, with the first receive addresses for comparison.
import { and, asc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "@/db/client";
import { wallets, type Wallet } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { currenciesOnChain, networks, networksOfChain } from "@/vocabulary/assets";
import { previewAddresses } from "./derive-address";
import type { WalletChain } from "./extended-key";
import { nextIndexSql } from "./index-sequence";

/** A wallet row with the index it hands out next (read from its sequence). */
export const walletWithNextIndex = () => ({ ...getTableColumns(wallets), nextIndex: nextIndexSql(wallets.id) });

/** A wallet as the dashboard and the CLI show it. */
export function walletView(row: Wallet & { nextIndex: number }) {
  const chain = row.chain as WalletChain;
  return {
    id: row.id,
    chain,
    network: row.network,
    extendedKey: row.extendedKey,
    nextIndex: row.nextIndex,
    currencies: currenciesOnChain(chain),
    /** The networks its addresses receive on (an EVM address is the same on every EVM chain). */
    networks: networksOfChain(chain).map((network) => networks[network].name),
    preview: previewAddresses(chain, row.extendedKey, 3),
  };
}

export type WalletView = ReturnType<typeof walletView>;

export async function listWallets(db: Database, actor: Actor): Promise<WalletView[]> {
  const rows = await db
    .select(walletWithNextIndex())
    .from(wallets)
    .where(and(eq(wallets.userId, actor.userId), eq(wallets.active, true)))
    .orderBy(asc(wallets.chain));
  return rows.map(walletView);
}
