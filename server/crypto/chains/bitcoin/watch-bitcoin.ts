// One pass of the Bitcoin watcher: each watched invoice address is read from an Esplora API;
// mempool outputs count as pending, outputs with enough confirmations as final.
import type { Database } from "@/db/client";
import { logger } from "@/server/logger";
import { listWatchedInvoices, type WatchedInvoice } from "../list-watched-invoices";
import { recordSightings, type Sighting } from "../record-sightings";
import type { BitcoinWatcherConfig } from "./bitcoin-config";
import { createEsploraClient } from "./esplora-client";

export async function watchBitcoin(
  db: Database,
  config: BitcoinWatcherConfig,
  now: Date,
): Promise<Record<string, number>> {
  const watched = await listWatchedInvoices(db, { payCurrencies: ["BTC"], now });
  // Nothing to watch: no HTTP call at all.
  if (watched.length === 0) return { watched: 0, sightings: 0 };

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
        transaction.vout.forEach((output, index) => {
          if (output.scriptpubkey_address !== invoice.payAddress || output.value <= 0) return;
          const height = transaction.status.confirmed ? (transaction.status.block_height ?? null) : null;
          sightings.push({
            invoiceId: invoice.id,
            reference: transaction.txid,
            outputIndex: index,
            amountBase: BigInt(output.value),
            blockNumber: height,
            confirmations: height === null ? 0 : Math.max(0, tip - height + 1),
          });
        });
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

  const result = await recordSightings(db, {
    network: "bitcoin",
    sightings,
    requiredConfirmations: config.confirmations,
    // A pending transaction no longer listed for its address left the mempool (evicted or replaced).
    dropScope: { invoiceIds: readInvoiceIds },
    now,
  });
  return { watched: watched.length, failures, ...result };
}
