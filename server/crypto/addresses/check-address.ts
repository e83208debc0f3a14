// Checks an address someone enters to receive a refund or payout: one address family per wallet
// chain (the assets table's walletChain), so another network plugs in as one more entry of
// `addressFamilies`. An address of another family is named as such ("this is an EVM address").
import type { Asset } from "@/server/assets";
import type { AddressProblem, AddressProblemFacts } from "./address-problems";
import { bitcoinAddresses, type BitcoinNetwork } from "./bitcoin-address";
import { evmAddresses } from "./evm-address";

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

export const addressFamilies: Record<Asset["walletChain"], AddressFamily> = {
  bitcoin: bitcoinAddresses,
  evm: evmAddresses,
};

/** The asset and its network as a receiver knows them, for messages. */
export const assetWords = (asset: Asset) => asset.name;

export function checkAddress(input: string, rules: AddressRules): AddressCheck {
  const text = input.trim();
  const family = addressFamilies[rules.asset.walletChain];
  const facts = { family: family.name, asset: assetWords(rules.asset) };
  if (text === "") return { ok: false, problem: "empty", facts };
  const result = family.check(text, rules);
  if (result.ok) return result;
  if (result.problem === "unknown_format" || result.problem === "invalid_characters") {
    const other = Object.values(addressFamilies).find((candidate) => candidate !== family && candidate.looksLike(text));
    if (other) return { ok: false, problem: "other_chain", facts: { ...facts, otherFamily: other.name } };
  }
  return { ...result, facts: { ...facts, ...result.facts } };
}
