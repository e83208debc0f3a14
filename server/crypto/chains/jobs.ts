// Chain watchers, one lease-held job per network so that one instance at a time scans it. A
// watcher's failure is kept beside its cursor for the wallets page, then reported to the tick.
import type { Database } from "@/db/client";
import { evmNetworks, type EvmNetwork } from "@/vocabulary/assets";
import type { Job } from "@/server/jobs/job";
import { withJobLease } from "@/server/jobs/lease";
import { bitcoinWatcherConfig } from "./bitcoin/bitcoin-config";
import { watchBitcoin } from "./bitcoin/watch-bitcoin";
import { recordWatcherError } from "./chain-cursor";
import { evmChainConfig } from "./evm/evm-config";
import { watchEvmChain } from "./evm/watch-evm-chain";
import { tronWatcherConfig } from "./tron/tron-config";
import { watchTron } from "./tron/watch-tron";

/** Longer than a slow scan; a crashed holder's lease runs out and another instance takes over. */
const leaseMs = 120_000;

/** What the wallets page may show of a failure: no URL (a node's URL often carries its API key). */
export function describeWatcherFailure(error: unknown): string {
  const record = error as { shortMessage?: unknown; message?: unknown } | null;
  const text = typeof record?.shortMessage === "string" ? record.shortMessage : typeof record?.message === "string" ? record.message : String(error);
  return text.split("\n")[0]?.replace(/https?:\/\/\S+/g, "<node>") ?? "unknown error";
}

async function watched(db: Database, params: { job: string; network: string; now: Date }, watch: () => Promise<Record<string, number>>) {
  const { network, now } = params;
  try {
    const result = await withJobLease(db, params.job, leaseMs, watch);
    return result ?? { skipped: 1 };
  } catch (error) {
    await recordWatcherError(db, { network, message: describeWatcherFailure(error), now });
    throw error;
  }
}

const evmJob = (network: EvmNetwork): Job => ({
  name: `chains.evm.${network}`,
  run: async ({ db, now }) => {
    const config = evmChainConfig(network);
    if (!config) return { configured: 0 };
    return watched(db, { job: `chains.evm.${network}`, network, now }, () => watchEvmChain(db, config, now));
  },
});

export const jobs: Job[] = [
  ...evmNetworks.map(evmJob),
  {
    name: "chains.tron",
    run: async ({ db, now }) => {
      const config = tronWatcherConfig();
      if (!config) return { configured: 0 };
      return watched(db, { job: "chains.tron", network: "tron", now }, () => watchTron(db, config, now));
    },
  },
  {
    name: "chains.bitcoin",
    run: async ({ db, now }) => {
      const config = bitcoinWatcherConfig();
      if (!config) return { configured: 0 };
      return watched(db, { job: "chains.bitcoin", network: "bitcoin", now }, () => watchBitcoin(db, config, now));
    },
  },
];
