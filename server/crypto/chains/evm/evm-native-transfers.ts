// Native coin transfers (ETH on Ethereum) of a block range: whole blocks with their transactions,
// fetched in JSON-RPC batches. The cost follows the blocks; a receipt is read only for a transfer
// that pays a watched invoice or could be a watched withdrawal's send.
import type { PublicClient } from "viem";
import type { WatchedInvoice } from "../list-watched-invoices";
import { couldPay, type ChainTransfer, type WatchedWithdrawal } from "../match-withdrawal-sends";
import type { Sighting } from "../record-sightings";
import { sameEvmAddress } from "./evm-token-transfers";

/** Full blocks fetched per JSON-RPC batch. */
export const blocksPerBatch = 20;

export type FoundTransfers = { sightings: Sighting[]; sends: ChainTransfer[] };

export async function nativeTransfers(
  client: PublicClient,
  params: {
    start: number;
    end: number;
    head: number;
    byAddress: Map<string, WatchedInvoice>;
    asset: string;
    withdrawals: WatchedWithdrawal[];
  },
): Promise<FoundTransfers> {
  const sightings: Sighting[] = [];
  const sends: ChainTransfer[] = [];
  for (let batchStart = params.start; batchStart <= params.end; batchStart += blocksPerBatch) {
    const numbers = [];
    for (let n = batchStart; n <= Math.min(params.end, batchStart + blocksPerBatch - 1); n++) numbers.push(n);
    const blocks = await Promise.all(numbers.map((n) => client.getBlock({ blockNumber: BigInt(n), includeTransactions: true })));
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
