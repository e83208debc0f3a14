// Parses and validates account-level extended public keys (checksum, version/network, depth) and
// keeps the parsed receive branch cached, so deriving an address is one child step.
import { HDKey } from "@scure/bip32";
import type { WalletChain } from "@/vocabulary/assets";
import { AppError } from "@/kernel/errors";

export type { WalletChain };
export type WalletNetwork = "mainnet" | "testnet";

type KeyVersion = { prefix: string; version: number; network: WalletNetwork };

/**
 * Public version bytes we accept. ypub/upub and zpub/vpub (SLIP-132) are the same key material as
 * xpub/tpub with other version bytes; we derive native segwit addresses from all of them, as the
 * receive addresses of an account in a BIP84 wallet.
 */
const bitcoinVersions: KeyVersion[] = [
  { prefix: "xpub", version: 0x0488b21e, network: "mainnet" },
  { prefix: "ypub", version: 0x049d7cb2, network: "mainnet" },
  { prefix: "zpub", version: 0x04b24746, network: "mainnet" },
  { prefix: "tpub", version: 0x043587cf, network: "testnet" },
  { prefix: "upub", version: 0x044a5262, network: "testnet" },
  { prefix: "vpub", version: 0x045f1cf6, network: "testnet" },
];
/** EVM (m/44'/60'/0') and TRON (m/44'/195'/0') wallets export their account keys as xpub. */
const accountXpub: KeyVersion[] = [{ prefix: "xpub", version: 0x0488b21e, network: "mainnet" }];
const versionsOf: Record<WalletChain, KeyVersion[]> = { bitcoin: bitcoinVersions, evm: accountXpub, tron: accountXpub };

/** The account path each chain's wallets use, as the key's error messages name it. */
export const accountPath: Record<WalletChain, string> = { bitcoin: "m/84'/0'/0'", evm: "m/44'/60'/0'", tron: "m/44'/195'/0'" };

/** Depth of an account key: m / purpose' / coin' / account'. */
const ACCOUNT_DEPTH = 3;

export type ParsedExtendedKey = {
  chain: WalletChain;
  network: WalletNetwork;
  /** The key as entered (trimmed). */
  extendedKey: string;
  /** The external (receive) branch m/…/0 of the account; invoice i uses its child i. */
  receiveBranch: HDKey;
};

const invalid = (message: string) =>
  new AppError("invalid_input", message, { errors: [{ path: "xpub", message }] });

function parseUncached(chain: WalletChain, extendedKey: string): ParsedExtendedKey {
  const candidates = versionsOf[chain];
  const match = candidates.find((candidate) => extendedKey.startsWith(candidate.prefix));
  if (!match) {
    if (/^[xyztuv]prv/.test(extendedKey)) throw invalid("This is a private key; register the public key (xpub) only.");
    const accepted = candidates.map((candidate) => candidate.prefix).join(", ");
    throw invalid(`The key must be an extended public key starting with ${accepted}.`);
  }
  let key: HDKey;
  try {
    // Private version 0 never matches a real key, so a private key can't slip through.
    key = HDKey.fromExtendedKey(extendedKey, { public: match.version, private: 0 });
  } catch {
    throw invalid("The extended key is not valid (wrong checksum, length or version).");
  }
  if (key.depth !== ACCOUNT_DEPTH) {
    throw invalid(
      `The key must be an account-level key (depth ${ACCOUNT_DEPTH}, e.g. ${accountPath[chain]}); this one has depth ${key.depth}.`,
    );
  }
  return { chain, network: match.network, extendedKey, receiveBranch: key.deriveChild(0) };
}

const cache = new Map<string, ParsedExtendedKey>();
const CACHE_LIMIT = 10_000;

/** Parses (once per process) and validates a key; throws AppError("invalid_input") naming `xpub`. */
export function parseExtendedKey(chain: WalletChain, input: string): ParsedExtendedKey {
  const extendedKey = input.trim();
  const cacheKey = `${chain}:${extendedKey}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const parsed = parseUncached(chain, extendedKey);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, parsed);
  return parsed;
}
