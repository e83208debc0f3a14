// Settings of the TRON watcher, read from the validated configuration.
import { assets, currenciesOnNetwork, type AssetCode } from "@/vocabulary/assets";
import { contractOf } from "@/vocabulary/configured-assets";
import { env } from "@/kernel/env";
import { networkEndpoint, requiredConfirmations } from "../network-settings";

export type TronToken = { asset: AssetCode; contract: string; decimals: number };

export type TronWatcherConfig = {
  /** TronGrid (https://api.trongrid.io) or the merchant's own full node's HTTP API. */
  apiUrl: string;
  /** Sent as TRON-PRO-API-KEY (TronGrid's key header). */
  apiKey?: string;
  /** Confirmations counted against solidified blocks: 1 is final once the block is solidified. */
  confirmations: number;
  tokens: TronToken[];
  /** Upper bound of blocks read in one tick, so a long catch-up spreads over several ticks. */
  maxBlocksPerTick: number;
  /** Blocks read at once. */
  concurrency: number;
  /** A cursor idle since before every watched invoice skips the blocks older than them beyond this. */
  lookbackBlocks: number;
  timeoutMs: number;
  /** With nothing to watch, the head is still read this often, for the wallets page. */
  idleProbeMs: number;
};

export function tronWatcherConfig(): TronWatcherConfig | null {
  const apiUrl = networkEndpoint("tron");
  if (!apiUrl) return null;
  return {
    apiUrl,
    apiKey: env.TRON_API_KEY,
    confirmations: requiredConfirmations("tron"),
    tokens: currenciesOnNetwork("tron").flatMap((asset) => {
      const contract = contractOf(asset);
      return contract ? [{ asset, contract, decimals: assets[asset].decimals }] : [];
    }),
    maxBlocksPerTick: 300,
    concurrency: 4,
    lookbackBlocks: 100,
    timeoutMs: 10_000,
    idleProbeMs: 60_000,
  };
}
