// One pass of the EVM watcher over one chain: native transfers and token Transfer logs to the
// addresses of watched invoices, from the persisted cursor up to the chain head.
import { createPublicClient, http, parseAbiItem, type Address, type PublicClient } from "viem";
import type { Database } from "@/db/client";
import { listWatchedInvoices, type WatchedInvoice } from "../list-watched-invoices";
import { readChainCursor, writeChainCursor } from "../chain-cursor";
import { recordSightings, type Sighting } from "../record-sightings";
import type { EvmChainConfig } from "./evm-config";

const transferEvent = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");
/** Addresses per eth_getLogs topic filter, well under what public nodes accept. */
const addressesPerLogQuery = 200;
/** Full blocks fetched per JSON-RPC batch when native transfers are watched. */
const blocksPerBatch = 20;
/** Block times and our clock may disagree by this much; the skipped range keeps this margin. */
const clockSkewMarginMs = 10 * 60_000;

export async function watchEvmChain(
  db: Database,
  config: EvmChainConfig,
  now: Date,
): Promise<Record<string, number>> {
  const payCurrencies = [...(config.nativeAsset ? [config.nativeAsset] : []), ...config.tokens.map((t) => t.asset)];
  const watched = await listWatchedInvoices(db, { payCurrencies, now });
  // Nothing to watch on this chain: no RPC call at all.
  if (watched.length === 0) return { watched: 0, scannedBlocks: 0, sightings: 0 };

  const client = createPublicClient({
    transport: http(config.rpcUrl, { batch: { batchSize: blocksPerBatch }, timeout: config.timeoutMs, retryCount: 1 }),
  });
  const head = Number(await client.getBlockNumber());
  const cursor = await readChainCursor(db, config.network);
  let lastFinal = cursor?.lastBlock ?? -1;
  // The watcher makes no calls while nothing is open, so its cursor may lag far behind. When the
  // cursor was last written before every watched invoice existed and the gap is large, the blocks
  // older than those invoices cannot pay them: start at the first block of their time instead.
  const oldestWatched = Math.min(...watched.map((invoice) => invoice.createdAt.getTime()));
  const idle = !cursor || cursor.updatedAt.getTime() < oldestWatched;
  if (idle && head - lastFinal > config.lookbackBlocks) {
    const firstRelevant = await firstBlockAtOrAfter(client, {
      timeMs: oldestWatched - clockSkewMarginMs,
      low: lastFinal + 1,
      high: head,
    });
    lastFinal = Math.max(lastFinal, firstRelevant - 1);
  }
  const fromBlock = lastFinal + 1;
  const toBlock = Math.min(head, lastFinal + config.maxBlocksPerTick);
  if (fromBlock > toBlock) return { watched: watched.length, scannedBlocks: 0, sightings: 0 };

  const byAddress = new Map<string, WatchedInvoice>(watched.map((invoice) => [invoice.payAddress.toLowerCase(), invoice]));
  const sightings: Sighting[] = [];
  for (let start = fromBlock; start <= toBlock; start += config.batchBlocks) {
    const end = Math.min(toBlock, start + config.batchBlocks - 1);
    if (config.nativeAsset) {
      const nativeTargets = watched.filter((invoice) => invoice.payCurrency === config.nativeAsset);
      if (nativeTargets.length > 0) {
        sightings.push(...(await nativeTransfers(client, { start, end, head, byAddress, asset: config.nativeAsset })));
      }
    }
    for (const token of config.tokens) {
      const targets = watched.filter((invoice) => invoice.payCurrency === token.asset);
      if (targets.length > 0) {
        sightings.push(...(await tokenTransfers(client, { start, end, head, contract: token.contract, targets })));
      }
    }
  }

  const result = await recordSightings(db, {
    network: config.network,
    sightings,
    requiredConfirmations: config.confirmations,
    // Unconfirmed payments in the rescanned blocks that are no longer there were re-orged out.
    dropScope: { invoiceIds: watched.map((invoice) => invoice.id), fromBlock, toBlock },
    now,
  });
  // Re-org safety: the cursor only passes blocks with enough confirmations; newer blocks are
  // scanned again on the next tick.
  const safeHead = head - config.confirmations + 1;
  const nextCursor = Math.min(toBlock, safeHead);
  if (nextCursor > (cursor?.lastBlock ?? -1) || idle) {
    await writeChainCursor(db, config.network, Math.max(nextCursor, lastFinal));
  }
  return { watched: watched.length, scannedBlocks: toBlock - fromBlock + 1, sightings: sightings.length, ...result };
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

async function nativeTransfers(
  client: PublicClient,
  params: { start: number; end: number; head: number; byAddress: Map<string, WatchedInvoice>; asset: string },
): Promise<Sighting[]> {
  const sightings: Sighting[] = [];
  for (let batchStart = params.start; batchStart <= params.end; batchStart += blocksPerBatch) {
    const numbers = [];
    for (let n = batchStart; n <= Math.min(params.end, batchStart + blocksPerBatch - 1); n++) numbers.push(n);
    const blocks = await Promise.all(
      numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })),
    );
    for (const block of blocks) {
      for (const transaction of block.transactions) {
        const invoice = transaction.to ? params.byAddress.get(transaction.to.toLowerCase()) : undefined;
        if (!invoice || invoice.payCurrency !== params.asset || transaction.value <= 0n) continue;
        // A reverted transaction carries a value but moves none.
        const receipt = await client.getTransactionReceipt({ hash: transaction.hash });
        if (receipt.status !== "success") continue;
        const blockNumber = Number(block.number);
        sightings.push({
          invoiceId: invoice.id,
          reference: transaction.hash,
          outputIndex: -1,
          amountBase: transaction.value,
          blockNumber,
          confirmations: params.head - blockNumber + 1,
          raw: { from: transaction.from, to: transaction.to, blockHash: block.hash },
        });
      }
    }
  }
  return sightings;
}

async function tokenTransfers(
  client: PublicClient,
  params: { start: number; end: number; head: number; contract: Address; targets: WatchedInvoice[] },
): Promise<Sighting[]> {
  const byAddress = new Map(params.targets.map((invoice) => [invoice.payAddress.toLowerCase(), invoice]));
  const sightings: Sighting[] = [];
  for (let i = 0; i < params.targets.length; i += addressesPerLogQuery) {
    const recipients = params.targets.slice(i, i + addressesPerLogQuery).map((invoice) => invoice.payAddress as Address);
    const logs = await client.getLogs({
      address: params.contract,
      event: transferEvent,
      args: { to: recipients },
      fromBlock: BigInt(params.start),
      toBlock: BigInt(params.end),
    });
    for (const log of logs) {
      const invoice = log.args.to ? byAddress.get(log.args.to.toLowerCase()) : undefined;
      const value = log.args.value;
      if (!invoice || value === undefined || value <= 0n || log.removed) continue;
      if (log.blockNumber === null || log.transactionHash === null || log.logIndex === null) continue;
      const blockNumber = Number(log.blockNumber);
      sightings.push({
        invoiceId: invoice.id,
        reference: log.transactionHash,
        outputIndex: log.logIndex,
        amountBase: value,
        blockNumber,
        confirmations: params.head - blockNumber + 1,
        raw: { from: log.args.from, to: log.args.to, contract: params.contract, blockHash: log.blockHash },
      });
    }
  }
  return sightings;
}
