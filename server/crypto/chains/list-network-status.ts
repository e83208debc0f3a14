// The networks as the wallets page shows them: which key serves each, the currencies it carries,
// whether this deployment watches it (a node is configured), and the watcher's health: the head it
// last saw, the blocks its final cursor trails by, when it looked, its last error.
import { networkNames, networks, currenciesOnNetwork, type Network } from "@/vocabulary/assets";
import type { Database } from "@/db/client";
import { listChainCursors } from "./chain-cursor";
import { isAssetOffered, isNetworkWatched, requiredConfirmations } from "./network-settings";

export type NetworkStatus = {
  network: Network;
  name: string;
  walletChain: string;
  tokenStandard: string | null;
  currencies: { code: string; offered: boolean }[];
  watched: boolean;
  confirmations: number;
  headBlock: number | null;
  /** Blocks between the head last seen and the last block whose payments are final. */
  lagBlocks: number | null;
  checkedAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
};

/** Deployment-wide facts, the same for every merchant (no merchant data). */
export async function listNetworkStatus(db: Database): Promise<NetworkStatus[]> {
  const cursors = new Map((await listChainCursors(db)).map((row) => [row.network, row]));
  return networkNames.map((network) => {
    const cursor = cursors.get(network);
    const head = cursor?.headBlock ?? null;
    const final = cursor && cursor.lastBlock >= 0 ? cursor.lastBlock : null;
    return {
      network,
      name: networks[network].name,
      walletChain: networks[network].walletChain,
      tokenStandard: networks[network].tokenStandard ?? null,
      currencies: currenciesOnNetwork(network).map((code) => ({ code, offered: isAssetOffered(code) })),
      watched: isNetworkWatched(network),
      confirmations: requiredConfirmations(network),
      headBlock: head,
      lagBlocks: head !== null && final !== null ? Math.max(0, head - final) : null,
      checkedAt: cursor?.checkedAt?.toISOString() ?? null,
      lastError: cursor?.lastError ?? null,
      lastErrorAt: cursor?.lastErrorAt?.toISOString() ?? null,
    };
  });
}
