// What one transaction transferred, read from the chain by its hash, as the watchers see transfers:
// for a pasted hash that must be checked on chain (destination, amount, confirmations) before it
// counts. Bitcoin through Esplora; EVM through the chain's RPC node (a receipt's Transfer logs for a
// token, the transaction's value for the native coin; a reverted transaction moves nothing); TRON
// through its HTTP API (the transaction info's TRC-20 Transfer logs).
import { createPublicClient, http, parseEventLogs, parseAbiItem, type Hash } from "viem";
import type { Asset } from "@/vocabulary/assets";
import { AppError } from "@/kernel/errors";
import { bitcoinWatcherConfig, type BitcoinWatcherConfig } from "./bitcoin/bitcoin-config";
import { createEsploraClient } from "./bitcoin/esplora-client";
import { evmChainConfig, type EvmChainConfig, type EvmNetwork } from "./evm/evm-config";
import type { ChainTransfer } from "./match-withdrawal-sends";
import { createTronApi } from "./tron/tron-api";
import { tronWatcherConfig, type TronWatcherConfig } from "./tron/tron-config";
import { tokensByLogAddress, tronTokenTransfers } from "./tron/tron-transfers";

const transferEvent = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");

/** Where the chains are read: the watchers' configuration (tests point it at a local chain). */
export type ChainAccess = {
  evm: (network: EvmNetwork) => EvmChainConfig | null;
  bitcoin: () => BitcoinWatcherConfig | null;
  tron: () => TronWatcherConfig | null;
};
export const configuredChains: ChainAccess = { evm: evmChainConfig, bitcoin: bitcoinWatcherConfig, tron: tronWatcherConfig };

/** A transaction's transfers of one asset, and the confirmations that make one final on its network. */
export type TransactionTransfers = { transfers: ChainTransfer[]; requiredConfirmations: number };

const unavailable = (asset: Asset) =>
  new AppError("chain_unavailable", `No ${asset.network} node or indexer is configured to check the transaction with.`);

/** The transfers of `asset` the transaction made; null when the chain does not know the transaction. */
export async function transactionTransfers(asset: Asset, hash: string, chains = configuredChains): Promise<TransactionTransfers | null> {
  if (asset.network === "bitcoin") {
    const config = chains.bitcoin();
    if (!config) throw unavailable(asset);
    const transfers = await bitcoinTransfers(asset, hash, config);
    return transfers && { transfers, requiredConfirmations: config.confirmations };
  }
  if (asset.network === "tron") {
    const config = chains.tron();
    if (!config) throw unavailable(asset);
    const transfers = await tronTransfers(asset, hash, config);
    return transfers && { transfers, requiredConfirmations: config.confirmations };
  }
  const config = chains.evm(asset.network);
  if (!config) throw unavailable(asset);
  const transfers = await evmTransfers(asset, hash, config);
  return transfers && { transfers, requiredConfirmations: config.confirmations };
}

async function bitcoinTransfers(asset: Asset, hash: string, config: BitcoinWatcherConfig): Promise<ChainTransfer[] | null> {
  const esplora = createEsploraClient({ baseUrl: config.esploraUrl, timeoutMs: config.timeoutMs });
  const txid = hash.toLowerCase().replace(/^0x/, "");
  const [transaction, tip] = await Promise.all([esplora.transaction(txid), esplora.tipHeight()]);
  if (!transaction) return null;
  const height = transaction.status.confirmed ? (transaction.status.block_height ?? null) : null;
  return transaction.vout.flatMap((output, index) =>
    output.scriptpubkey_address && output.value > 0
      ? [
          {
            to: output.scriptpubkey_address,
            payCurrency: asset.code,
            amountBase: BigInt(output.value),
            reference: transaction.txid,
            outputIndex: index,
            blockNumber: height,
            confirmations: height === null ? 0 : Math.max(0, tip - height + 1),
            timeMs: transaction.status.block_time === undefined ? null : transaction.status.block_time * 1000,
          },
        ]
      : [],
  );
}

async function tronTransfers(asset: Asset, hash: string, config: TronWatcherConfig): Promise<ChainTransfer[] | null> {
  const api = createTronApi({ apiUrl: config.apiUrl, apiKey: config.apiKey, timeoutMs: config.timeoutMs });
  const id = hash.toLowerCase().replace(/^0x/, "");
  const [info, solidified] = await Promise.all([api.transactionInfo(id), api.solidifiedBlock()]);
  if (!info) return null;
  return tronTokenTransfers({ info, tokens: tokensByLogAddress(config.tokens), solidified: solidified.number }).filter(
    (transfer) => transfer.payCurrency === asset.code,
  );
}

async function evmTransfers(asset: Asset, hash: string, config: EvmChainConfig): Promise<ChainTransfer[] | null> {
  const client = createPublicClient({ transport: http(config.rpcUrl, { timeout: config.timeoutMs, retryCount: 1 }) });
  const txHash = (hash.startsWith("0x") ? hash : `0x${hash}`).toLowerCase() as Hash;
  const receipt = await client.getTransactionReceipt({ hash: txHash }).catch(() => null);
  if (!receipt) {
    const pending = await client.getTransaction({ hash: txHash }).catch(() => null);
    if (!pending) return null;
    throw new AppError("transaction_rejected", "The transaction is not in a block yet: Ponte sees it once it is mined, or paste it again then.");
  }
  // A reverted transaction carries a value (and maybe logs in its input) but moves nothing.
  if (receipt.status !== "success") return [];
  const [head, block] = await Promise.all([client.getBlockNumber(), client.getBlock({ blockNumber: receipt.blockNumber })]);
  const seen = {
    reference: receipt.transactionHash,
    blockNumber: Number(receipt.blockNumber),
    confirmations: Number(head - receipt.blockNumber) + 1,
    timeMs: Number(block.timestamp) * 1000,
    payCurrency: asset.code,
  };
  const contract = config.tokens.find((token) => token.asset === asset.code)?.contract;
  if (contract) {
    const logs = parseEventLogs({ abi: [transferEvent], logs: receipt.logs, eventName: "Transfer" });
    return logs
      .filter((log) => log.address.toLowerCase() === contract.toLowerCase() && log.args.value > 0n)
      .map((log) => ({ ...seen, to: log.args.to, amountBase: log.args.value, outputIndex: log.logIndex, raw: { from: log.args.from, contract } }));
  }
  const transaction = await client.getTransaction({ hash: txHash });
  if (!transaction.to || transaction.value <= 0n) return [];
  return [{ ...seen, to: transaction.to, amountBase: transaction.value, outputIndex: -1, raw: { from: transaction.from } }];
}
