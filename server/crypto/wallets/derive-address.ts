// Receive address number `index` of a registered account key: native segwit (P2WPKH) for bitcoin,
// an EIP-55 checksummed address for EVM chains (the same address serves ETH and USDTBSC).
import { createHash, createHmac } from "node:crypto";
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { Address, NETWORK, TEST_NETWORK } from "@scure/btc-signer";
import { bytesToHex, publicKeyToAddress } from "viem/utils";
import { parseExtendedKey, type ParsedExtendedKey, type WalletChain } from "./extended-key";

/** Highest non-hardened child index (BIP32). */
export const MAX_ADDRESS_INDEX = 0x7fffffff;

const { Point } = secp256k1;
/**
 * A private copy of the generator with a 10-bit precomputed window (~27 × 512 points, a few MB,
 * built on first use): the constant-time multiplication then costs about half of the library's
 * default 6-bit table for Point.BASE, and this runs on every invoice.
 */
let generator: InstanceType<typeof Point> | undefined;
const fastGenerator = () => (generator ??= new Point(Point.BASE.X, Point.BASE.Y, Point.BASE.Z).precompute(10, false));

/**
 * BIP32 CKDpub of the cached receive branch: I = HMAC-SHA512(c, serP(K) || ser32(i)),
 * K_i = K + parse256(I_L)·G. It is @scure/bip32's deriveChild without decoding the parent point and
 * re-decoding the child on every call (the tests compare both over many keys and indices). An I_L
 * ≥ n or an infinite K_i (probability ~2^-127) moves to the next index, as deriveChild does.
 */
function receiveChildPoint(parsed: ParsedExtendedKey, index: number): InstanceType<typeof Point> {
  const { publicKey, point, chainCode } = parsed.receive;
  for (let child = index; child <= MAX_ADDRESS_INDEX; child++) {
    const data = Buffer.alloc(37);
    data.set(publicKey, 0);
    data.writeUInt32BE(child, 33);
    const tweakBytes = createHmac("sha512", chainCode).update(data).digest().subarray(0, 32);
    const tweak = Point.Fn.fromBytes(tweakBytes, true);
    if (!Point.Fn.isValid(tweak)) continue;
    const derived = tweak === 0n ? point : point.add(fastGenerator().multiply(tweak));
    if (!derived.equals(Point.ZERO)) return derived;
  }
  throw new Error(`no valid child key at or after index ${index}`);
}

const hash160 = (bytes: Uint8Array) =>
  createHash("ripemd160").update(createHash("sha256").update(bytes).digest()).digest();

export function deriveAddress(params: { chain: WalletChain; extendedKey: string; index: number }): string {
  if (!Number.isInteger(params.index) || params.index < 0 || params.index > MAX_ADDRESS_INDEX) {
    throw new Error(`address index ${params.index} is out of range`);
  }
  const parsed = parseExtendedKey(params.chain, params.extendedKey);
  const child = receiveChildPoint(parsed, params.index);
  if (parsed.chain === "bitcoin") {
    // Address().encode is what p2wpkh() ends with; p2wpkh would first decode the key point again.
    const network = parsed.network === "mainnet" ? NETWORK : TEST_NETWORK;
    return Address(network).encode({ type: "wpkh", hash: hash160(child.toBytes(true)) });
  }
  return publicKeyToAddress(bytesToHex(child.toBytes(false)));
}

/** The first `count` receive addresses, for the merchant to compare with their wallet app. */
export function previewAddresses(chain: WalletChain, extendedKey: string, count = 3): string[] {
  return Array.from({ length: count }, (_unused, index) => deriveAddress({ chain, extendedKey, index }));
}
