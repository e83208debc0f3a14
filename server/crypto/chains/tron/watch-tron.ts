// One pass of the TRON watcher: the new blocks' transaction infos (one request per block, however
// many invoices are open), their TRC-20 Transfer logs matched against watched invoices' addresses
// and against the receivers of watched withdrawals (the merchant's sends of refunds and payouts),
// and the pending ones checked against the solidified chain, which makes them final or shows that
// their block was replaced (docs/decisions.md: TRON).
import { and, eq, lte } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoicePayments } from "@/db/schema";
import { readChainCursor, readWatcherCheckedAt, recordWatcherCheck, writeChainCursor } from "../chain-cursor";
import { listWatchedInvoices, type WatchedInvoice } from "../list-watched-invoices";
import { listWatchedWithdrawals } from "../list-watched-withdrawals";
import { couldPay, matchWithdrawalSends, type ChainTransfer } from "../match-withdrawal-sends";
import { recordSightings, type Sighting } from "../record-sightings";
import { createTronApi, type TronApi } from "./tron-api";
import type { TronWatcherConfig } from "./tron-config";
import { invoiceSightings, tokensByLogAddress, tronTokenTransfers } from "./tron-transfers";

const NETWORK = "tron";
/** TRON produces a block every 3 s slot; missed slots only make fewer blocks, never more. */
const BLOCK_SLOT_MS = 3_000;
/** Block times and our clock may disagree by this much; the skipped range keeps this margin. */
const clockSkewMarginMs = 10 * 60_000;
/** TRON addresses are base58check: one spelling each. */
const sameTronAddress = (left: string, right: string) => left === right;

export async function watchTron(db: Database, config: TronWatcherConfig, now: Date, api: TronApi = apiOf(config)): Promise<Record<string, number>> {
  const payCurrencies = config.tokens.map((token) => token.asset);
  const watched = await listWatchedInvoices(db, { payCurrencies, now });
  const withdrawals = await listWatchedWithdrawals(db, { payCurrencies });
  if (watched.length === 0 && withdrawals.length === 0) {
    const checkedAt = await readWatcherCheckedAt(db, NETWORK);
    if (!checkedAt || now.getTime() - checkedAt.getTime() >= config.idleProbeMs) {
      await recordWatcherCheck(db, { network: NETWORK, headBlock: (await api.nowBlock()).number, now });
    }
    return { watched: 0, scannedBlocks: 0, sightings: 0 };
  }

  const head = (await api.nowBlock()).number;
  const solidified = (await api.solidifiedBlock()).number;
  await recordWatcherCheck(db, { network: NETWORK, headBlock: head, now });

  const cursor = await readChainCursor(db, NETWORK);
  let lastRead = cursor?.lastBlock ?? -1;
  const oldestWatched = Math.min(...[...watched, ...withdrawals].map((invoice) => invoice.createdAt.getTime()));
  const idle = !cursor || cursor.updatedAt.getTime() < oldestWatched;
  if (idle && head - lastRead > config.lookbackBlocks) {
    // Blocks older than every watched invoice cannot pay them.
    const blocksSince = Math.ceil((now.getTime() - oldestWatched + clockSkewMarginMs) / BLOCK_SLOT_MS);
    lastRead = Math.max(lastRead, head - blocksSince - 1);
  }
  const fromBlock = lastRead + 1;
  const toBlock = Math.min(head, lastRead + config.maxBlocksPerTick);

  const byAddress = new Map<string, WatchedInvoice>(watched.map((invoice) => [invoice.payAddress, invoice]));
  const tokens = tokensByLogAddress(config.tokens);
  const sightings: Sighting[] = [];
  // Transfers that could be a merchant's send: matched to withdrawals once all are read, in time order.
  const sends: ChainTransfer[] = [];
  const take = (transfers: ChainTransfer[]) => {
    sightings.push(...invoiceSightings(transfers, byAddress));
    sends.push(...transfers.filter((transfer) => couldPay(withdrawals, transfer, { sameAddress: sameTronAddress })));
  };
  const blocks = Array.from({ length: Math.max(0, toBlock - fromBlock + 1) }, (_unused, offset) => fromBlock + offset);
  for (let start = 0; start < blocks.length; start += config.concurrency) {
    const infos = await Promise.all(blocks.slice(start, start + config.concurrency).map((number) => api.transactionInfosOfBlock(number)));
    for (const info of infos.flat()) take(tronTokenTransfers({ info, tokens, solidified }));
  }

  // Payments seen in blocks that are solidified now: the solidified chain says whether they stayed.
  const seen = new Set([...sightings, ...sends].map((found) => `${found.reference}:${found.outputIndex}`));
  const watchedIds = new Set([...watched, ...withdrawals].map((invoice) => invoice.id));
  const pending = await db
    .select({ invoiceId: invoicePayments.invoiceId, reference: invoicePayments.reference, outputIndex: invoicePayments.outputIndex })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.network, NETWORK), eq(invoicePayments.state, "pending"), lte(invoicePayments.blockNumber, solidified)));
  const toVerify = [...new Set(pending.filter((row) => watchedIds.has(row.invoiceId) && !seen.has(`${row.reference}:${row.outputIndex}`)).map((row) => row.reference))];
  for (const reference of toVerify) {
    const info = await api.solidifiedTransactionInfo(reference);
    if (info) take(tronTokenTransfers({ info, tokens, solidified }));
  }
  sightings.push(...matchWithdrawalSends(withdrawals, sends, { sameAddress: sameTronAddress, clockMarginMs: clockSkewMarginMs }));

  const result = await recordSightings(db, {
    network: NETWORK,
    sightings,
    requiredConfirmations: config.confirmations,
    // A pending payment in a solidified block that the solidified chain does not have was on a
    // replaced block: dropped (it counts again should it reappear).
    dropScope: { invoiceIds: [...watchedIds], toBlock: solidified },
    now,
  });
  if (toBlock >= fromBlock || idle) await writeChainCursor(db, NETWORK, Math.max(toBlock, lastRead));
  return { watched: watched.length + withdrawals.length, scannedBlocks: blocks.length, verified: toVerify.length, sightings: sightings.length, ...result };
}

function apiOf(config: TronWatcherConfig): TronApi {
  return createTronApi({ apiUrl: config.apiUrl, apiKey: config.apiKey, timeoutMs: config.timeoutMs });
}
