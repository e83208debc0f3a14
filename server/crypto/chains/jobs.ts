// Chain watchers, one lease-held job per chain so that one instance at a time scans it.
import type { Job } from "@/server/jobs/job";
import { withJobLease } from "@/server/jobs/lease";
import { bitcoinWatcherConfig } from "./bitcoin/bitcoin-config";
import { watchBitcoin } from "./bitcoin/watch-bitcoin";
import { evmChainConfig, type EvmNetwork } from "./evm/evm-config";
import { watchEvmChain } from "./evm/watch-evm-chain";

/** Longer than a slow scan; a crashed holder's lease runs out and another instance takes over. */
const leaseMs = 120_000;

const evmJob = (network: EvmNetwork): Job => ({
  name: `chains.evm.${network}`,
  run: async ({ db, now }) => {
    const config = evmChainConfig(network);
    if (!config) return { configured: 0 };
    const result = await withJobLease(db, `chains.evm.${network}`, leaseMs, () => watchEvmChain(db, config, now));
    return result ?? { skipped: 1 };
  },
});

export const jobs: Job[] = [
  evmJob("ethereum"),
  evmJob("bsc"),
  {
    name: "chains.bitcoin",
    run: async ({ db, now }) => {
      const config = bitcoinWatcherConfig();
      if (!config) return { configured: 0 };
      const result = await withJobLease(db, "chains.bitcoin", leaseMs, () => watchBitcoin(db, config, now));
      return result ?? { skipped: 1 };
    },
  },
];
