// Receive address number `index` of a registered account key: native segwit (P2WPKH) for bitcoin,
// an EIP-55 checksummed address for EVM chains (the same address serves every EVM asset), a
// base58check T… address for TRON.
// Child keys come from @scure/bip32; invoices take them from the pre-derived pool (address-pool.ts),
// so this runs in the background job, at wallet entry (preview) and when the pool has run dry.
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { NETWORK, p2wpkh, TEST_NETWORK } from "@scure/btc-signer";
import { bytesToHex, publicKeyToAddress } from "viem/utils";
import { parseExtendedKey, type WalletChain } from "./extended-key";
import { tronAddressFromPublicKey } from "./tron-address";

/** Highest non-hardened child index (BIP32). */
export const MAX_ADDRESS_INDEX = 0x7fffffff;

export function deriveAddress(params: { chain: WalletChain; extendedKey: string; index: number }): string {
  if (!Number.isInteger(params.index) || params.index < 0 || params.index > MAX_ADDRESS_INDEX) {
    throw new Error(`address index ${params.index} is out of range`);
  }
  const parsed = parseExtendedKey(params.chain, params.extendedKey);
  const publicKey = parsed.receiveBranch.deriveChild(params.index).publicKey;
  if (!publicKey) throw new Error("derived child has no public key");
  if (parsed.chain === "bitcoin") {
    const address = p2wpkh(publicKey, parsed.network === "mainnet" ? NETWORK : TEST_NETWORK).address;
    if (!address) throw new Error("p2wpkh gave no address");
    return address;
  }
  if (parsed.chain === "tron") return tronAddressFromPublicKey(publicKey);
  // Ethereum addresses hash the uncompressed key (without its 0x04 prefix, which viem strips).
  return publicKeyToAddress(bytesToHex(secp256k1.Point.fromBytes(publicKey).toBytes(false)));
}

/** The first `count` receive addresses, for the merchant to compare with their wallet app. */
export function previewAddresses(chain: WalletChain, extendedKey: string, count = 3): string[] {
  return Array.from({ length: count }, (_unused, index) => deriveAddress({ chain, extendedKey, index }));
}
