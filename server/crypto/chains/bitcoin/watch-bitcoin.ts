// One pass of the Bitcoin watcher: each watched invoice address, and each watched withdrawal's
// receiver address (for the merchant's send), is read from an Esplora API; mempool outputs count as
// pending, outputs with enough confirmations as final.
import type { Database } from "@/db/client";
import { logger } from "@/kernel/logger";
import { listWatchedInvoices, type WatchedInvoice } from "../list-watched-invoices";
import { listWatchedWithdrawals } from "../list-watched-withdrawals";
import { matchWithdrawalSends, type ChainTransfer } from "../match-withdrawal-sends";
import { recordSightings, type Sighting } from "../record-sightings";
import type { BitcoinWatcherConfig } from "./bitcoin-config";
import { createEsploraClient, type EsploraTransaction } from "./esplora-client";

/**
 * A block's timestamp may be up to two hours ahead of the network's time and behind it by about as
 * much (the median-time-past rule): a send is taken as made after its withdrawal within this margin.
 */
const blockTimeMarginMs = 2 * 60 * 60_000;

/** Outputs of a transaction paying `address`, with their height (null in the mempool) and confirmations. */
function outputsTo(transaction: EsploraTransaction, address: string, tip: number) {
  const height = transaction.status.confirmed ? (transaction.status.block_height ?? null) : null;
  return transaction.vout.flatMap((output, index) =>
    output.scriptpubkey_address === address && output.value > 0
      ? [
          {
            reference: transaction.txid,
            outputIndex: index,
            amountBase: BigInt(output.value),
            blockNumber: height,
            confirmations: height === null ? 0 : Math.max(0, tip - height + 1),
            timeMs: transaction.status.block_time === undefined ? null : transaction.status.block_time * 1000,
          },
        ]
      : [],
  );
}

export async function watchBitcoin(
  db: Database,
  config: BitcoinWatcherConfig,
  now: Date,
): Promise<Record<string, number>> {
  const watched = await listWatchedInvoices(db, { payCurrencies: ["BTC"], now });
  const withdrawals = await listWatchedWithdrawals(db, { payCurrencies: ["BTC"] });
  // Nothing to watch: no HTTP call at all.
  if (watched.length === 0 && withdrawals.length === 0) return { watched: 0, sightings: 0 };

  const esplora = createEsploraClient({ baseUrl: config.esploraUrl, timeoutMs: config.timeoutMs });
  const tip = await esplora.tipHeight();
  const sightings: Sighting[] = [];
  // Only addresses read successfully may have their missing pending payments dropped.
  const readInvoiceIds: number[] = [];
  let failures = 0;

  const readOne = async (invoice: WatchedInvoice) => {
    try {
      const transactions = await esplora.addressTransactions(invoice.payAddress);
      for (const transaction of transactions) {
        for (const output of outputsTo(transaction, invoice.payAddress, tip)) {
          const { timeMs: _time, ...seen } = output;
          sightings.push({ invoiceId: invoice.id, ...seen });
        }
      }
      readInvoiceIds.push(invoice.id);
    } catch (error) {
      failures += 1;
      logger.warn("bitcoin address read failed", { invoiceId: invoice.id, error });
    }
  };

  for (let i = 0; i < watched.length; i += config.concurrency) {
    await Promise.all(watched.slice(i, i + config.concurrency).map(readOne));
  }

  // Withdrawals: one read per receiver address, whose outputs may be the merchant's sends.
  const sends: ChainTransfer[] = [];
  const receivers = [...new Set(withdrawals.map((withdrawal) => withdrawal.payAddress))];
  const readReceiver = async (address: string) => {
    try {
      for (const transaction of await esplora.addressTransactions(address)) {
        sends.push(...outputsTo(transaction, address, tip).map((output) => ({ ...output, to: address, payCurrency: "BTC" })));
      }
      readInvoiceIds.push(...withdrawals.filter((withdrawal) => withdrawal.payAddress === address).map((withdrawal) => withdrawal.id));
    } catch (error) {
      failures += 1;
      logger.warn("bitcoin address read failed", { withdrawal: true, error });
    }
  };
  for (let i = 0; i < receivers.length; i += config.concurrency) {
    await Promise.all(receivers.slice(i, i + config.concurrency).map(readReceiver));
  }
  sightings.push(
    ...matchWithdrawalSends(withdrawals, sends, { sameAddress: (left, right) => left === right, clockMarginMs: blockTimeMarginMs }),
  );

  const result = await recordSightings(db, {
    network: "bitcoin",
    sightings,
    requiredConfirmations: config.confirmations,
    // A pending transaction no longer listed for its address left the mempool (evicted or replaced).
    dropScope: { invoiceIds: readInvoiceIds },
    now,
  });
  return { watched: watched.length + withdrawals.length, failures, ...result };
}
