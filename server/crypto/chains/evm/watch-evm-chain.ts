// One pass of the EVM watcher over one chain: native transfers and token Transfer logs to the
// addresses of watched invoices, and to the receivers of watched withdrawals (the merchant's sends),
// from the persisted cursor up to the chain head. Token logs come from one eth_getLogs per block
// range for all the chain's contracts, matched in memory, so the requests per tick follow the new
// blocks whatever the number of open invoices (docs/performance.md).
import { createPublicClient, http, type PublicClient } from "viem";
import type { Database } from "@/db/client";
import { assetCodes, assets } from "@/vocabulary/assets";
import { listWatchedInvoices, type WatchedInvoice } from "../list-watched-invoices";
import { listWatchedWithdrawals } from "../list-watched-withdrawals";
import { matchWithdrawalSends, type ChainTransfer } from "../match-withdrawal-sends";
import { readChainCursor, readWatcherCheckedAt, recordWatcherCheck, writeChainCursor } from "../chain-cursor";
import { recordSightings, type Sighting } from "../record-sightings";
import type { EvmChainConfig } from "./evm-config";
import { nativeTransfers, blocksPerBatch } from "./evm-native-transfers";
import { sameEvmAddress, tokenTransfers } from "./evm-token-transfers";

/** Block times and our clock may disagree by this much; the skipped range keeps this margin. */
const clockSkewMarginMs = 10 * 60_000;

/** Nodes already found to serve the expected chain, per process. */
const checkedNodes = new Set<string>();

/**
 * The pay currencies whose invoices a payment on this chain may be for: the chain's own, and the
 * same tokens on the other EVM networks (a payment on the wrong network).
 */
export function currenciesWatchedOn(config: Pick<EvmChainConfig, "nativeAsset" | "tokens">): string[] {
  const symbols = new Set(config.tokens.map((token) => token.symbol));
  const tokens = assetCodes.filter(
    (code) => assets[code].walletChain === "evm" && assets[code].tokenContract !== undefined && symbols.has(assets[code].symbol),
  );
  return [...(config.nativeAsset ? [config.nativeAsset] : []), ...tokens];
}

async function checkChainId(client: PublicClient, config: EvmChainConfig) {
  const key = `${config.rpcUrl}#${config.chainId}`;
  if (checkedNodes.has(key)) return;
  const served = await client.getChainId();
  // A node of another chain would find other chains' transfers to the same addresses.
  if (served !== config.chainId) throw new Error(`the ${config.network} node serves chain id ${served}, not ${config.chainId}`);
  checkedNodes.add(key);
}

export async function watchEvmChain(db: Database, config: EvmChainConfig, now: Date): Promise<Record<string, number>> {
  const watched = await listWatchedInvoices(db, { payCurrencies: currenciesWatchedOn(config), now });
  // The merchant sends a withdrawal on the withdrawal's own network only.
  const ownCurrencies = [...(config.nativeAsset ? [config.nativeAsset] : []), ...config.tokens.map((token) => token.asset)];
  const withdrawals = await listWatchedWithdrawals(db, { payCurrencies: ownCurrencies });
  const cursor = await readChainCursor(db, config.network);
  if (watched.length === 0 && withdrawals.length === 0) {
    // Nothing to watch: at most a look at the head now and then, for the wallets page.
    const checkedAt = await readWatcherCheckedAt(db, config.network);
    if (checkedAt && now.getTime() - checkedAt.getTime() < config.idleProbeMs) return { watched: 0, scannedBlocks: 0, sightings: 0 };
    const client = clientOf(config);
    await checkChainId(client, config);
    await recordWatcherCheck(db, { network: config.network, headBlock: Number(await client.getBlockNumber()), now });
    return { watched: 0, scannedBlocks: 0, sightings: 0 };
  }

  const client = clientOf(config);
  await checkChainId(client, config);
  const head = Number(await client.getBlockNumber());
  await recordWatcherCheck(db, { network: config.network, headBlock: head, now });
  let lastFinal = cursor?.lastBlock ?? -1;
  // The watcher makes no calls while nothing is open, so its cursor may lag far behind. When the
  // cursor was last written before every watched invoice existed and the gap is large, the blocks
  // older than those invoices cannot pay them: start at the first block of their time instead.
  const oldestWatched = Math.min(...[...watched, ...withdrawals].map((invoice) => invoice.createdAt.getTime()));
  const idle = !cursor || cursor.updatedAt.getTime() < oldestWatched;
  if (idle && head - lastFinal > config.lookbackBlocks) {
    const firstRelevant = await firstBlockAtOrAfter(client, { timeMs: oldestWatched - clockSkewMarginMs, low: lastFinal + 1, high: head });
    lastFinal = Math.max(lastFinal, firstRelevant - 1);
  }
  const fromBlock = lastFinal + 1;
  const toBlock = Math.min(head, lastFinal + config.maxBlocksPerTick);
  const watchedCount = watched.length + withdrawals.length;
  if (fromBlock > toBlock) return { watched: watchedCount, scannedBlocks: 0, sightings: 0 };

  const byAddress = new Map<string, WatchedInvoice>(watched.map((invoice) => [invoice.payAddress.toLowerCase(), invoice]));
  const asset = config.nativeAsset;
  const nativeSends = withdrawals.filter((withdrawal) => withdrawal.payCurrency === asset);
  const nativeWatched = asset !== null && (nativeSends.length > 0 || watched.some((invoice) => invoice.payCurrency === asset));
  // Whole blocks are heavier than logs: with native transfers watched, ranges stay one batch long.
  const step = nativeWatched ? Math.min(config.batchBlocks, blocksPerBatch) : config.batchBlocks;
  const sightings: Sighting[] = [];
  const sends: ChainTransfer[] = [];
  for (let start = fromBlock; start <= toBlock; start += step) {
    const end = Math.min(toBlock, start + step - 1);
    if (nativeWatched && asset) {
      const found = await nativeTransfers(client, { start, end, head, byAddress, asset, withdrawals: nativeSends });
      sightings.push(...found.sightings);
      sends.push(...found.sends);
    }
    const found = await tokenTransfers(client, { config, start, end, head, byAddress, withdrawals });
    sightings.push(...found.sightings);
    sends.push(...found.sends);
  }
  sightings.push(...matchWithdrawalSends(withdrawals, sends, { sameAddress: sameEvmAddress, clockMarginMs: clockSkewMarginMs }));

  const result = await recordSightings(db, {
    network: config.network,
    sightings,
    requiredConfirmations: config.confirmations,
    // Unconfirmed payments in the rescanned blocks that are no longer there were re-orged out.
    dropScope: { invoiceIds: [...watched, ...withdrawals].map((invoice) => invoice.id), fromBlock, toBlock },
    now,
  });
  // Re-org safety: the cursor only passes blocks with enough confirmations; newer blocks are
  // scanned again on the next tick.
  const safeHead = head - config.confirmations + 1;
  const nextCursor = Math.min(toBlock, safeHead);
  if (nextCursor > (cursor?.lastBlock ?? -1) || idle) {
    await writeChainCursor(db, config.network, Math.max(nextCursor, lastFinal));
  }
  return { watched: watchedCount, scannedBlocks: toBlock - fromBlock + 1, sightings: sightings.length, ...result };
}

function clientOf(config: EvmChainConfig): PublicClient {
  return createPublicClient({
    transport: http(config.rpcUrl, { batch: { batchSize: blocksPerBatch }, timeout: config.timeoutMs, retryCount: 1 }),
  });
}

/** Binary search of the first block in [low, high] whose timestamp is at or after `timeMs` (high if none). */
async function firstBlockAtOrAfter(client: PublicClient, params: { timeMs: number; low: number; high: number }) {
  let low = Math.max(0, params.low);
  let high = params.high;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const block = await client.getBlock({ blockNumber: BigInt(middle) });
    if (Number(block.timestamp) * 1000 >= params.timeMs) high = middle;
    else low = middle + 1;
  }
  return low;
}
