// TRC-20 Transfer logs in TRON transaction infos: every transfer of a known token, and those that
// pay watched invoices' addresses. TRON logs carry the contract as a 20-byte hex account (no 41
// prefix) and topics without 0x.
import type { WatchedInvoice } from "../list-watched-invoices";
import { transferSighting, type ChainTransfer } from "../match-withdrawal-sends";
import type { Sighting } from "../record-sightings";
import { tronAddressFromHex, tronAddressToHex20 } from "@/server/crypto/wallets/tron-address";
import type { TronTransactionInfo } from "./tron-api";
import type { TronToken } from "./tron-config";

/** keccak-256 of Transfer(address,address,uint256), the ERC-20 event TRC-20 tokens emit too. */
const TRANSFER_TOPIC = "ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

const strip = (hex: string) => hex.replace(/^0x/i, "").toLowerCase();

export type TronTokenIndex = Map<string, TronToken>;

/** Tokens by the hex account their logs name. */
export const tokensByLogAddress = (tokens: TronToken[]): TronTokenIndex =>
  new Map(tokens.map((token) => [tronAddressToHex20(token.contract), token]));

/** The transaction's transfers of known tokens, as every chain watcher describes transfers. */
export function tronTokenTransfers(params: { info: TronTransactionInfo; tokens: TronTokenIndex; solidified: number }): ChainTransfer[] {
  const { info } = params;
  // A failed transaction keeps no logs on a node, but some APIs still list them.
  if (info.receipt?.result !== undefined && info.receipt.result !== "SUCCESS") return [];
  return (info.log ?? []).flatMap((log, logIndex) => {
    const token = params.tokens.get(strip(log.address).replace(/^41(?=[0-9a-f]{40}$)/, ""));
    const [topic, fromTopic, toTopic] = log.topics.map(strip);
    if (!token || topic !== TRANSFER_TOPIC || !fromTopic || !toTopic) return [];
    const value = BigInt(`0x${strip(log.data) || "0"}`);
    if (value <= 0n) return [];
    const to = tronAddressFromHex(toTopic.slice(-40));
    return [
      {
        to,
        payCurrency: token.asset,
        amountBase: value,
        reference: strip(info.id),
        outputIndex: logIndex,
        blockNumber: info.blockNumber,
        // Counted against solidified blocks: 0 until TRON's consensus makes the block irreversible.
        confirmations: Math.max(0, params.solidified - info.blockNumber + 1),
        timeMs: info.blockTimeStamp ?? null,
        raw: { from: tronAddressFromHex(fromTopic.slice(-40)), to, contract: token.contract },
      },
    ];
  });
}

/** The transfers that pay watched invoices (their address and their currency), as sightings. */
export function invoiceSightings(transfers: ChainTransfer[], byAddress: Map<string, WatchedInvoice>): Sighting[] {
  return transfers.flatMap((transfer) => {
    const invoice = byAddress.get(transfer.to);
    if (!invoice || invoice.payCurrency !== transfer.payCurrency) return [];
    return [transferSighting(invoice.id, transfer)];
  });
}
