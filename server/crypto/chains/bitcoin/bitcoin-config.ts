// Settings of the Bitcoin watcher, read from the validated configuration.
import { env } from "@/kernel/env";

export type BitcoinWatcherConfig = {
  /** Base URL of an Esplora-compatible API (mempool.space, blockstream.info, a self-hosted electrs). */
  esploraUrl: string;
  /** Blocks (the including block counts as 1) before a payment is final. */
  confirmations: number;
  timeoutMs: number;
  /** Addresses queried at once. */
  concurrency: number;
};

export function bitcoinWatcherConfig(): BitcoinWatcherConfig | null {
  if (!env.BTC_ESPLORA_URL) return null;
  return { esploraUrl: env.BTC_ESPLORA_URL, confirmations: env.CONFIRMATIONS_BTC, timeoutMs: 10_000, concurrency: 4 };
}
