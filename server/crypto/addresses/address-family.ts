// What an address family (Bitcoin, EVM, …) is to the address checks: the rules an address is
// checked by, the answer, and the one function a new network plugs in (check-address.ts lists them).
import type { Asset } from "@/vocabulary/assets";
import type { AddressProblem, AddressProblemFacts } from "./address-problems";

export type BitcoinNetwork = "mainnet" | "testnet";

export type AddressRules = {
  asset: Asset;
  /** Bitcoin: the network the money is sent on (the refunded payment's, or the merchant's wallet's). */
  bitcoinNetwork?: BitcoinNetwork;
  /** The token's contract (sending to the contract itself loses the money). */
  tokenContract?: string;
};

export type AddressCheck =
  /** `address` as it is stored and paid to (EIP-55 checksummed for EVM); `kind` names its type. */
  | { ok: true; address: string; kind: string }
  | { ok: false; problem: AddressProblem; facts: Partial<AddressProblemFacts> };

export type AddressFamily = {
  /** As a receiver knows it, for messages. */
  name: string;
  /** Could this text be meant as an address of this family (to name a wrong-family address)? */
  looksLike: (text: string) => boolean;
  check: (text: string, rules: AddressRules) => AddressCheck;
};

