import { describe, expect, it } from "vitest";
import { bech32 } from "@scure/base";
import { HDKey } from "@scure/bip32";
import { createBase58check } from "@scure/base";
import { mnemonicToSeedSync } from "@scure/bip39";
import { sha256 } from "@noble/hashes/sha2.js";
import { hexToBytes } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { AppError } from "@/kernel/errors";
import { deriveAddress, previewAddresses } from "./derive-address";
import { parseExtendedKey } from "./extended-key";
import { isTronAddress, tronAddressFromHex, tronAddressToHex20 } from "./tron-address";
import { testKeys } from "@/server/testing/keys";

// Published vectors of the "abandon abandon … about" mnemonic.
// BIP84 account 0 (m/84'/0'/0'), https://github.com/bitcoin/bips/blob/master/bip-0084.mediawiki
const bip84Zpub =
  "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs";
// The same account key with xpub version bytes, as many wallets export it.
const bip84Xpub =
  "xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V";
// BIP44 Ethereum account m/44'/60'/0' of the same mnemonic; address 0 is the well-known 0x9858…Da94.
const ethAccountXpub =
  "xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt";
// BIP84 testnet account m/84'/1'/0' of the same mnemonic.
const testnetTpub =
  "tpubDC8msFGeGuwnKG9Upg7DM2b4DaRqg3CUZa5g8v2SRQ6K4NSkxUgd7HsL2XVWbVm39yBA4LAxysQAm397zwQSQoQgewGiYZqrA9DsP4zbQ1M";

/** Re-encodes an extended key with other version bytes (zpub -> vpub etc.). */
function withVersion(key: string, version: number) {
  const parsed = HDKey.fromExtendedKey(key, { public: 0x04b24746, private: 0 });
  return new HDKey({
    versions: { public: version, private: 0 },
    depth: parsed.depth,
    index: parsed.index,
    parentFingerprint: parsed.parentFingerprint,
    chainCode: parsed.chainCode ?? undefined,
    publicKey: parsed.publicKey ?? undefined,
  }).publicExtendedKey;
}

function invalidInputMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.code === "invalid_input") return error.message;
    throw error;
  }
  throw new Error("expected an invalid_input error");
}

describe("bitcoin addresses", () => {
  it("derives the BIP84 receive addresses from a zpub", () => {
    expect(deriveAddress({ chain: "bitcoin", extendedKey: bip84Zpub, index: 0 })).toBe(
      "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
    );
    expect(deriveAddress({ chain: "bitcoin", extendedKey: bip84Zpub, index: 1 })).toBe(
      "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g",
    );
  });

  it("derives the same native segwit addresses from the xpub form of the key", () => {
    expect(previewAddresses("bitcoin", bip84Xpub, 2)).toEqual([
      "bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu",
      "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g",
    ]);
  });

  it("derives testnet tb1 addresses from a vpub with the same witness program", () => {
    const vpub = withVersion(bip84Zpub, 0x045f1cf6);
    expect(vpub.startsWith("vpub")).toBe(true);
    const testnet = deriveAddress({ chain: "bitcoin", extendedKey: vpub, index: 0 });
    expect(testnet.startsWith("tb1q")).toBe(true);
    const mainnet = bech32.decode("bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu");
    expect(bech32.decode(testnet as `${string}1${string}`).words).toEqual(mainnet.words);
    expect(parseExtendedKey("bitcoin", vpub).network).toBe("testnet");
  });

  it("derives testnet addresses from a tpub", () => {
    const addresses = previewAddresses("bitcoin", testnetTpub, 3);
    expect(addresses.every((address) => address.startsWith("tb1q"))).toBe(true);
    expect(new Set(addresses).size).toBe(3);
    expect(parseExtendedKey("bitcoin", testnetTpub).network).toBe("testnet");
  });
});

describe("EVM addresses", () => {
  it("derives the BIP44 Ethereum vector with an EIP-55 checksum", () => {
    expect(deriveAddress({ chain: "evm", extendedKey: ethAccountXpub, index: 0 })).toBe(
      "0x9858EfFD232B4033E47d90003D41EC34EcaEda94",
    );
    expect(deriveAddress({ chain: "evm", extendedKey: ethAccountXpub, index: 1 })).toBe(
      "0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0",
    );
  });
});

describe("TRON addresses", () => {
  const mnemonic = "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about";
  /** The account key a TRON wallet exports for this mnemonic: m/44'/195'/0'. */
  const tronAccountXpub = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/195'/0'").publicExtendedKey;

  /**
   * The same address computed another way: viem's own HD account (its own BIP32 and keccak) at the
   * full path gives the 20-byte account; TRON writes it as base58check(0x41 ‖ account).
   */
  function independentTronAddress(index: number) {
    // viem's type names Ethereum's coin type only; the derivation takes any path.
    const path = `m/44'/195'/0'/0/${index}` as unknown as `m/44'/60'/${string}`;
    const account = mnemonicToAccount(mnemonic, { path }).address;
    return createBase58check(sha256).encode(new Uint8Array([0x41, ...hexToBytes(account)]));
  }

  it("derives the receive addresses TRON wallets show for the published test mnemonic", () => {
    expect(tronAccountXpub).toBe(testKeys.tronXpub);
    expect(previewAddresses("tron", tronAccountXpub, 2)).toEqual(["TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH", "TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK"]);
  });

  it("equals addresses derived independently from the mnemonic at m/44'/195'/0'/0/i", () => {
    for (const index of [0, 1, 2, 7, 1000]) {
      expect(deriveAddress({ chain: "tron", extendedKey: tronAccountXpub, index })).toBe(independentTronAddress(index));
    }
  });

  it("reads TRON addresses back to the hex accounts of TRON's logs and back", () => {
    const address = "TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH";
    const hex = tronAddressToHex20(address);
    expect(hex).toMatch(/^[0-9a-f]{40}$/);
    expect(tronAddressFromHex(hex)).toBe(address);
    expect(tronAddressFromHex(`41${hex}`)).toBe(address);
    expect(tronAddressFromHex(`0x${hex}`)).toBe(address);
    // USDT's TRC-20 contract, as TRON explorers show it in both forms.
    expect(tronAddressToHex20("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t")).toBe("a614f803b6fd780986a42c78ec9c7f77e6ded13c");
    expect(isTronAddress(`${address.slice(0, -1)}x`)).toBe(false);
  });

  it("asks for a TRON account key at m/44'/195'/0' when given a deeper key", () => {
    const receiveBranch = HDKey.fromExtendedKey(tronAccountXpub).deriveChild(0).publicExtendedKey;
    expect(invalidInputMessage(() => parseExtendedKey("tron", receiveBranch))).toMatch(/m\/44'\/195'\/0'/);
  });
});

describe("EVM addresses of the same mnemonic", () => {
  it("equal viem's own derivation at m/44'/60'/0'/0/i", () => {
    for (const index of [0, 1, 5]) {
      const expected = mnemonicToAccount("abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", {
        addressIndex: index,
      }).address;
      expect(deriveAddress({ chain: "evm", extendedKey: ethAccountXpub, index })).toBe(expected);
    }
  });
});

describe("index range", () => {
  it("refuses an index outside the non-hardened range", () => {
    expect(() => deriveAddress({ chain: "bitcoin", extendedKey: bip84Zpub, index: 0x80000000 })).toThrow(/out of range/);
    expect(() => deriveAddress({ chain: "bitcoin", extendedKey: bip84Zpub, index: -1 })).toThrow(/out of range/);
  });
});

describe("key validation", () => {
  it("rejects a key whose checksum is wrong", () => {
    const broken = `${bip84Zpub.slice(0, -1)}${bip84Zpub.endsWith("s") ? "t" : "s"}`;
    expect(invalidInputMessage(() => parseExtendedKey("bitcoin", broken))).toMatch(/not valid/);
  });

  it("rejects a key that is not at account depth", () => {
    const receiveBranch = HDKey.fromExtendedKey(bip84Xpub).deriveChild(0).publicExtendedKey;
    expect(invalidInputMessage(() => parseExtendedKey("bitcoin", receiveBranch))).toMatch(/depth 4/);
  });

  it("rejects private keys and keys of another family", () => {
    expect(invalidInputMessage(() => parseExtendedKey("bitcoin", `xprv${bip84Xpub.slice(4)}`))).toMatch(/private/);
    expect(invalidInputMessage(() => parseExtendedKey("evm", bip84Zpub))).toMatch(/xpub/);
    expect(invalidInputMessage(() => parseExtendedKey("bitcoin", "hello"))).toMatch(/extended public key/);
  });

  it("rejects a key whose prefix does not match its version bytes", () => {
    // A zpub's version bytes with the text re-labelled is caught by the checksum/version check.
    const relabelled = `xpub${bip84Zpub.slice(4)}`;
    expect(() => parseExtendedKey("bitcoin", relabelled)).toThrow(AppError);
  });
});
