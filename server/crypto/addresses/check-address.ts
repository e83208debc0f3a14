// Checks an address someone enters to receive a refund or payout: one address family per wallet
// chain (the assets table's walletChain), so another network plugs in as one more entry of
// `addressFamilies`. An address of another family is named as such ("this is an EVM address").
import type { Asset } from "@/vocabulary/assets";
import type { AddressCheck, AddressFamily, AddressRules } from "./address-family";
import { bitcoinAddresses } from "./bitcoin-address";
import { evmAddresses } from "./evm-address";
import { tronAddresses } from "./tron-address";

export type { AddressCheck, AddressFamily, AddressRules } from "./address-family";

export const addressFamilies: Record<Asset["walletChain"], AddressFamily> = {
  bitcoin: bitcoinAddresses,
  evm: evmAddresses,
  tron: tronAddresses,
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
