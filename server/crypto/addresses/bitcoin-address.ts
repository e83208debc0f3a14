// Bitcoin receive addresses: native segwit (bech32, P2WPKH and P2WSH), taproot (bech32m), and the
// older base58 kinds (P2PKH 1…, P2SH 3…), of mainnet or testnet. @scure/btc-signer decides whether
// an address is valid; @scure/base only tells why one is not.
import { base58, bech32, bech32m } from "@scure/base";
import { Address, NETWORK, TEST_NETWORK } from "@scure/btc-signer";
import type { AddressCheck, AddressFamily, BitcoinNetwork } from "./address-family";

export type { BitcoinNetwork } from "./address-family";
const networkParameters = { mainnet: NETWORK, testnet: TEST_NETWORK } as const;
const otherNetwork = (network: BitcoinNetwork): BitcoinNetwork => (network === "mainnet" ? "testnet" : "mainnet");

/** Decoded address kinds that receive ordinary payments (btc-signer's names). */
const receivingTypes: Record<string, string> = {
  wpkh: "P2WPKH",
  wsh: "P2WSH",
  tr: "P2TR",
  pkh: "P2PKH",
  sh: "P2SH",
};

function decodeOn(network: BitcoinNetwork, address: string): string | null {
  try {
    return Address(networkParameters[network]).decode(address).type;
  } catch {
    return null;
  }
}

/** mainnet or testnet, for an address valid on either; null otherwise. */
export function bitcoinNetworkOf(address: string): BitcoinNetwork | null {
  if (decodeOn("mainnet", address)) return "mainnet";
  if (decodeOn("testnet", address)) return "testnet";
  return null;
}

const bech32Prefix = /^(bc|tb|bcrt)1/i;
const bech32Characters = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/;
const base58Characters = /^[1-9A-HJ-NP-Za-km-z]+$/;

const fail = (problem: Extract<AddressCheck, { ok: false }>["problem"], facts: Extract<AddressCheck, { ok: false }>["facts"] = {}): AddressCheck => ({
  ok: false,
  problem,
  facts,
});

/** Why a bech32-looking address that btc-signer refused is wrong. */
function bech32Problem(address: string): AddressCheck {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return fail("mixed_case");
  const lower = address.toLowerCase();
  const separator = lower.lastIndexOf("1");
  if (!bech32Characters.test(lower.slice(separator + 1))) return fail("invalid_characters");
  const asBech32 = bech32.decodeUnsafe(lower, 90);
  const asBech32m = bech32m.decodeUnsafe(lower, 90);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded) return fail("checksum");
  const version = decoded.words[0] ?? -1;
  // BIP350: version 0 carries a bech32 checksum, every later version a bech32m one.
  if ((version === 0 && !asBech32) || (version > 0 && !asBech32m)) return fail("bech32_variant");
  if (version > 1) return fail("unsupported_type");
  return fail("invalid_length");
}

/** Why a base58-looking address that btc-signer refused is wrong. */
function base58Problem(address: string): AddressCheck {
  if (!base58Characters.test(address)) return fail("invalid_characters");
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return fail("invalid_characters");
  }
  // version byte, 20-byte hash, 4-byte checksum
  if (bytes.length !== 25) return fail("invalid_length");
  const version = bytes[0];
  const known = Object.values(networkParameters).some((network) => version === network.pubKeyHash || version === network.scriptHash);
  return known ? fail("checksum") : fail("unknown_format");
}

export const bitcoinAddresses: AddressFamily = {
  name: "Bitcoin",
  looksLike: (text) => bech32Prefix.test(text) || (/^[123mn]/.test(text) && base58Characters.test(text) && text.length >= 26 && text.length <= 35),
  check(text, rules) {
    const expected = rules.bitcoinNetwork ?? "mainnet";
    const type = decodeOn(expected, text);
    if (type) {
      const kind = receivingTypes[type];
      // Pay-to-anchor outputs exist for fee bumping; nobody can spend an ordinary payment to one.
      return kind ? { ok: true, address: text, kind } : fail("unsupported_type");
    }
    if (decodeOn(otherNetwork(expected), text)) {
      return fail("wrong_network", { expectedNetwork: expected, foundNetwork: otherNetwork(expected) });
    }
    if (bech32Prefix.test(text)) {
      // A regtest address, or one of a network not offered.
      if (/^bcrt1/i.test(text)) return fail("wrong_network", { expectedNetwork: expected, foundNetwork: "regtest" });
      return bech32Problem(text);
    }
    if (/^[123mn]/.test(text)) return base58Problem(text);
    return fail("unknown_format");
  },
};
