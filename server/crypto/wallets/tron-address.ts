// TRON addresses: 0x41 followed by the last 20 bytes of keccak-256 of the uncompressed public key
// (without its 0x04 prefix), in base58check (the T… form wallets show). Also the hex form of an
// address that TRON's HTTP API and its event logs use.
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { createBase58check } from "@scure/base";

const base58check = createBase58check(sha256);
/** The version byte of every mainnet TRON address. */
const ADDRESS_PREFIX = 0x41;

/** The TRON address of a secp256k1 public key (compressed or not). */
export function tronAddressFromPublicKey(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  const hash = keccak_256(uncompressed.subarray(1));
  const payload = new Uint8Array(21);
  payload[0] = ADDRESS_PREFIX;
  payload.set(hash.subarray(12), 1);
  return base58check.encode(payload);
}

/** The 20-byte account of a T… address as lower-case hex without 0x (the form of TRON's logs). */
export function tronAddressToHex20(address: string): string {
  const payload = base58check.decode(address);
  if (payload.length !== 21 || payload[0] !== ADDRESS_PREFIX) throw new Error(`not a TRON address: ${address}`);
  return bytesToHex(payload.subarray(1));
}

/** The T… address of a 20-byte account given as hex (with or without 0x or the 41 prefix). */
export function tronAddressFromHex(hex: string): string {
  const clean = hex.replace(/^0x/i, "").toLowerCase();
  const account = clean.length === 42 && clean.startsWith("41") ? clean.slice(2) : clean;
  if (!/^[0-9a-f]{40}$/.test(account)) throw new Error(`not a 20-byte account: ${hex}`);
  const payload = new Uint8Array(21);
  payload[0] = ADDRESS_PREFIX;
  payload.set(hexToBytes(account), 1);
  return base58check.encode(payload);
}

export function isTronAddress(text: string): boolean {
  try {
    tronAddressToHex20(text);
    return true;
  } catch {
    return false;
  }
}
