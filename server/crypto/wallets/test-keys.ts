// Published test keys of the "abandon … about" mnemonic, for tests, seeds and docs examples.
import { randomBytes } from "node:crypto";
import { HDKey } from "@scure/bip32";

export const testKeys = {
  /** BIP84 account 0, m/84'/0'/0' (native segwit mainnet). */
  bitcoinZpub:
    "zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs",
  /** BIP44 Ethereum account 0, m/44'/60'/0'. */
  evmXpub:
    "xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt",
  /** BIP84 testnet account 0, m/84'/1'/0'. */
  bitcoinTestnetTpub:
    "tpubDC8msFGeGuwnKG9Upg7DM2b4DaRqg3CUZa5g8v2SRQ6K4NSkxUgd7HsL2XVWbVm39yBA4LAxysQAm397zwQSQoQgewGiYZqrA9DsP4zbQ1M",
} as const;

export const testAddresses = {
  bitcoin: ["bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu", "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g"],
  evm: ["0x9858EfFD232B4033E47d90003D41EC34EcaEda94", "0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0"],
} as const;

/**
 * A fresh account key: keys belong to one merchant for good, so tests that create several
 * merchants in one database need keys of their own.
 */
export function randomAccountKey(chain: "bitcoin" | "evm"): string {
  const root = HDKey.fromMasterSeed(randomBytes(32));
  return root.derive(chain === "bitcoin" ? "m/84'/0'/0'" : "m/44'/60'/0'").publicExtendedKey;
}
