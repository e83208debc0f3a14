// Token Transfer logs of a block range, one eth_getLogs for every watched contract of the chain and
// no recipient filter: the cost follows the blocks, not the number of open invoices. Each log is
// matched in memory against the watched invoices' addresses, including invoices of the same token
// on another EVM network (the address is the merchant's on every chain): a payment on the wrong
// network is found and recorded with this chain, not lost. Transfers of the exact amount to a
// watched withdrawal's receiver are returned as possible sends of it (match-withdrawal-sends.ts).
import { parseAbiItem, type Address, type Log, type PublicClient } from "viem";
import { assets, isAssetCode } from "@/vocabulary/assets";
import { convertUnitsDown } from "@/kernel/money";
import type { WatchedInvoice } from "../list-watched-invoices";
import { couldPay, type ChainTransfer, type WatchedWithdrawal } from "../match-withdrawal-sends";
import type { Sighting } from "../record-sightings";
import type { EvmChainConfig, WatchedToken } from "./evm-config";

export const sameEvmAddress = (left: string, right: string) => left.toLowerCase() === right.toLowerCase();

export const transferEvent = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");

type TransferLog = Log<bigint, number, false, typeof transferEvent, true>;

/**
 * The logs of [start, end]. A node that refuses a range (too many results, too wide) gets it again
 * in halves, down to single blocks.
 */
export async function transferLogs(client: PublicClient, params: { contracts: Address[]; start: number; end: number }): Promise<TransferLog[]> {
  try {
    return (await client.getLogs({
      address: params.contracts,
      event: transferEvent,
      fromBlock: BigInt(params.start),
      toBlock: BigInt(params.end),
      strict: true,
    })) as TransferLog[];
  } catch (error) {
    if (params.start >= params.end) throw error;
    const middle = Math.floor((params.start + params.end) / 2);
    const first = await transferLogs(client, { ...params, end: middle });
    return [...first, ...(await transferLogs(client, { ...params, start: middle + 1 }))];
  }
}

/** What a Transfer log pays: the invoice at its recipient, in that invoice's own units. */
export function sightingOfTransfer(params: {
  log: TransferLog;
  token: WatchedToken;
  network: EvmChainConfig["network"];
  head: number;
  byAddress: Map<string, WatchedInvoice>;
}): Sighting | null {
  const { log, token } = params;
  const invoice = params.byAddress.get(log.args.to.toLowerCase());
  if (!invoice || !isAssetCode(invoice.payCurrency) || log.removed) return null;
  const invoiceAsset = assets[invoice.payCurrency];
  // Another token (USDC to a USDT invoice) is not this invoice's money.
  if (invoiceAsset.symbol !== token.symbol || log.args.value <= 0n) return null;
  if (log.blockNumber === null || log.transactionHash === null || log.logIndex === null) return null;
  const otherNetwork = invoiceAsset.network !== params.network;
  const blockNumber = Number(log.blockNumber);
  return {
    invoiceId: invoice.id,
    reference: log.transactionHash,
    outputIndex: log.logIndex,
    // USDT has 18 decimals on BSC and 6 elsewhere: the invoice counts in its own units, rounded down.
    amountBase: convertUnitsDown(log.args.value, token.decimals, invoiceAsset.decimals),
    blockNumber,
    confirmations: params.head - blockNumber + 1,
    ...(otherNetwork ? { otherNetwork: true } : {}),
    raw: {
      from: log.args.from,
      to: log.args.to,
      contract: token.contract,
      blockHash: log.blockHash,
      ...(otherNetwork ? { asset: token.asset, value: log.args.value.toString(), decimals: token.decimals } : {}),
    },
  };
}

export async function tokenTransfers(
  client: PublicClient,
  params: {
    config: EvmChainConfig;
    start: number;
    end: number;
    head: number;
    byAddress: Map<string, WatchedInvoice>;
    withdrawals: WatchedWithdrawal[];
  },
): Promise<{ sightings: Sighting[]; sends: ChainTransfer[] }> {
  const { config } = params;
  if (config.tokens.length === 0) return { sightings: [], sends: [] };
  const byContract = new Map(config.tokens.map((token) => [token.contract.toLowerCase(), token]));
  const logs = await transferLogs(client, { contracts: config.tokens.map((token) => token.contract), start: params.start, end: params.end });
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
  for (const log of logs) {
    const token = byContract.get(log.address.toLowerCase());
    if (!token) continue;
    const sighting = sightingOfTransfer({ log, token, network: config.network, head: params.head, byAddress: params.byAddress });
    if (sighting) sightings.push(sighting);
    const transfer = { to: log.args.to, payCurrency: token.asset, amountBase: log.args.value };
    // The block's time is read only for a transfer that could be a send (the exact amount).
    if (log.removed || log.blockNumber === null || log.transactionHash === null || log.logIndex === null) continue;
    if (!couldPay(params.withdrawals, transfer, { sameAddress: sameEvmAddress })) continue;
    const blockNumber = Number(log.blockNumber);
    sends.push({
      ...transfer,
      reference: log.transactionHash,
      outputIndex: log.logIndex,
      blockNumber,
      confirmations: params.head - blockNumber + 1,
      timeMs: await blockTime(log.blockNumber),
      raw: { from: log.args.from, to: log.args.to, contract: token.contract, blockHash: log.blockHash },
    });
  }
  return { sightings, sends };
}
