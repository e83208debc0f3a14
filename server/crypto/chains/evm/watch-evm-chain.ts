// One pass of the EVM watcher over one chain: native transfers and token Transfer logs to the
// addresses of watched invoices, and to the receivers of watched withdrawals (the merchant's sends),
// from the persisted cursor up to the chain head.
import { createPublicClient, http, parseAbiItem, type Address, type PublicClient } from "viem";
import type { Database } from "@/db/client";
import { listWatchedInvoices, type WatchedInvoice } from "../list-watched-invoices";
import { listWatchedWithdrawals } from "../list-watched-withdrawals";
import { couldPay, matchWithdrawalSends, type ChainTransfer, type WatchedWithdrawal } from "../match-withdrawal-sends";
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
const sameEvmAddress = (left: string, right: string) => left.toLowerCase() === right.toLowerCase();

export async function watchEvmChain(
  db: Database,
  config: EvmChainConfig,
  now: Date,
): Promise<Record<string, number>> {
  const payCurrencies = [...(config.nativeAsset ? [config.nativeAsset] : []), ...config.tokens.map((t) => t.asset)];
  const watched = await listWatchedInvoices(db, { payCurrencies, now });
  const withdrawals = await listWatchedWithdrawals(db, { payCurrencies });
  // Nothing to watch on this chain: no RPC call at all.
  if (watched.length === 0 && withdrawals.length === 0) return { watched: 0, scannedBlocks: 0, sightings: 0 };

  const client = createPublicClient({
    transport: http(config.rpcUrl, { batch: { batchSize: blocksPerBatch }, timeout: config.timeoutMs, retryCount: 1 }),
  });
  const head = Number(await client.getBlockNumber());
  const cursor = await readChainCursor(db, config.network);
  let lastFinal = cursor?.lastBlock ?? -1;
  // The watcher makes no calls while nothing is open, so its cursor may lag far behind. When the
  // cursor was last written before every watched invoice existed and the gap is large, the blocks
  // older than those invoices cannot pay them: start at the first block of their time instead.
  const oldestWatched = Math.min(...[...watched, ...withdrawals].map((invoice) => invoice.createdAt.getTime()));
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
  const watchedCount = watched.length + withdrawals.length;
  if (fromBlock > toBlock) return { watched: watchedCount, scannedBlocks: 0, sightings: 0 };

  const byAddress = new Map<string, WatchedInvoice>(watched.map((invoice) => [invoice.payAddress.toLowerCase(), invoice]));
  const sightings: Sighting[] = [];
  const sends: ChainTransfer[] = [];
  for (let start = fromBlock; start <= toBlock; start += config.batchBlocks) {
    const end = Math.min(toBlock, start + config.batchBlocks - 1);
    if (config.nativeAsset) {
      const asset = config.nativeAsset;
      const nativeTargets = watched.filter((invoice) => invoice.payCurrency === asset);
      const nativeSends = withdrawals.filter((withdrawal) => withdrawal.payCurrency === asset);
      if (nativeTargets.length > 0 || nativeSends.length > 0) {
        const found = await nativeTransfers(client, { start, end, head, byAddress, asset, withdrawals: nativeSends });
        sightings.push(...found.sightings);
        sends.push(...found.sends);
      }
    }
    for (const token of config.tokens) {
      const targets = watched.filter((invoice) => invoice.payCurrency === token.asset);
      const tokenSends = withdrawals.filter((withdrawal) => withdrawal.payCurrency === token.asset);
      if (targets.length > 0 || tokenSends.length > 0) {
        const found = await tokenTransfers(client, { start, end, head, contract: token.contract, asset: token.asset, targets, withdrawals: tokenSends });
        sightings.push(...found.sightings);
        sends.push(...found.sends);
      }
    }
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

type Found = { sightings: Sighting[]; sends: ChainTransfer[] };

async function nativeTransfers(
  client: PublicClient,
  params: {
    start: number;
    end: number;
    head: number;
    byAddress: Map<string, WatchedInvoice>;
    asset: string;
    withdrawals: WatchedWithdrawal[];
  },
): Promise<Found> {
  const sightings: Sighting[] = [];
  const sends: ChainTransfer[] = [];
  for (let batchStart = params.start; batchStart <= params.end; batchStart += blocksPerBatch) {
    const numbers = [];
    for (let n = batchStart; n <= Math.min(params.end, batchStart + blocksPerBatch - 1); n++) numbers.push(n);
    const blocks = await Promise.all(
      numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })),
    );
    for (const block of blocks) {
      for (const transaction of block.transactions) {
        if (!transaction.to || transaction.value <= 0n) continue;
        const invoice = params.byAddress.get(transaction.to.toLowerCase());
        const payment = invoice && invoice.payCurrency === params.asset;
        const transfer = { to: transaction.to, payCurrency: params.asset, amountBase: transaction.value };
        const send = couldPay(params.withdrawals, transfer, { sameAddress: sameEvmAddress });
        if (!payment && !send) continue;
        // A reverted transaction carries a value but moves none.
        const receipt = await client.getTransactionReceipt({ hash: transaction.hash });
        if (receipt.status !== "success") continue;
        const blockNumber = Number(block.number);
        const seen = {
          reference: transaction.hash,
          outputIndex: -1,
          amountBase: transaction.value,
          blockNumber,
          confirmations: params.head - blockNumber + 1,
          raw: { from: transaction.from, to: transaction.to, blockHash: block.hash },
        };
        if (payment && invoice) sightings.push({ invoiceId: invoice.id, ...seen });
        if (send) sends.push({ ...transfer, ...seen, timeMs: Number(block.timestamp) * 1000 });
      }
    }
  }
  return { sightings, sends };
}

async function tokenTransfers(
  client: PublicClient,
  params: {
    start: number;
    end: number;
    head: number;
    contract: Address;
    asset: string;
    targets: WatchedInvoice[];
    withdrawals: WatchedWithdrawal[];
  },
): Promise<Found> {
  const byAddress = new Map(params.targets.map((invoice) => [invoice.payAddress.toLowerCase(), invoice]));
  const recipients = [
    ...new Set([...params.targets.map((invoice) => invoice.payAddress), ...params.withdrawals.map((withdrawal) => withdrawal.payAddress)].map((address) => address.toLowerCase())),
  ];
  const sightings: Sighting[] = [];
  const sends: ChainTransfer[] = [];
  const blockTimes = new Map<bigint, number>();
  const blockTime = async (blockNumber: bigint) => {
    const known = blockTimes.get(blockNumber);
    if (known !== undefined) return known;
    const time = Number((await client.getBlock({ blockNumber })).timestamp) * 1000;
    blockTimes.set(blockNumber, time);
    return time;
  };
  for (let i = 0; i < recipients.length; i += addressesPerLogQuery) {
    const logs = await client.getLogs({
      address: params.contract,
      event: transferEvent,
      args: { to: recipients.slice(i, i + addressesPerLogQuery) as Address[] },
      fromBlock: BigInt(params.start),
      toBlock: BigInt(params.end),
    });
    for (const log of logs) {
      const to = log.args.to;
      const value = log.args.value;
      if (!to || value === undefined || value <= 0n || log.removed) continue;
      if (log.blockNumber === null || log.transactionHash === null || log.logIndex === null) continue;
      const blockNumber = Number(log.blockNumber);
      const seen = {
        reference: log.transactionHash,
        outputIndex: log.logIndex,
        amountBase: value,
        blockNumber,
        confirmations: params.head - blockNumber + 1,
        raw: { from: log.args.from, to, contract: params.contract, blockHash: log.blockHash },
      };
      const invoice = byAddress.get(to.toLowerCase());
      if (invoice) sightings.push({ invoiceId: invoice.id, ...seen });
      const transfer = { to, payCurrency: params.asset, amountBase: value };
      // The block's time is read only for a transfer that could be a send (the exact amount).
      if (couldPay(params.withdrawals, transfer, { sameAddress: sameEvmAddress })) {
        sends.push({ ...transfer, ...seen, timeMs: await blockTime(log.blockNumber) });
      }
    }
  }
  return { sightings, sends };
}
