// Keys for tests: the published vectors with their first addresses, and fresh random account keys.
import { randomBytes } from "node:crypto";
import { HDKey } from "@scure/bip32";
import type { WalletChain } from "@/vocabulary/assets";
import { accountPath } from "@/server/crypto/wallets/extended-key";
import { publishedKeys } from "@/server/crypto/wallets/published-keys";

export const testKeys = publishedKeys;

export const testAddresses = {
  bitcoin: ["bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu", "bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g"],
  evm: ["0x9858EfFD232B4033E47d90003D41EC34EcaEda94", "0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0"],
  tron: ["TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH", "TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK"],
} as const;

/**
 * A fresh account key: keys belong to one merchant for good, so tests that create several
 * merchants in one database need keys of their own.
 */
export function randomAccountKey(chain: WalletChain): string {
  return HDKey.fromMasterSeed(randomBytes(32)).derive(accountPath[chain]).publicExtendedKey;
}
