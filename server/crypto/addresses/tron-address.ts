// TRON addresses: base58check of 0x41 and a 20-byte account, always "T" and 34 characters; the
// checksum catches a mistyped character.
import { tronAddressToHex20 } from "@/server/crypto/wallets/tron-address";
import type { AddressCheck, AddressFamily } from "./address-family";

const fail = (problem: Extract<AddressCheck, { ok: false }>["problem"]): AddressCheck => ({ ok: false, problem, facts: {} });
const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

export const tronAddresses: AddressFamily = {
  name: "TRON (T…)",
  looksLike: (text) => /^T[1-9A-HJ-NP-Za-km-z]{20,}$/.test(text),
  check(text, rules) {
    if (!text.startsWith("T")) return fail("unknown_format");
    if (!base58.test(text)) return fail("invalid_characters");
    if (text.length !== 34) return fail("invalid_length");
    try {
      tronAddressToHex20(text);
    } catch {
      return fail("checksum");
    }
    if (rules.tokenContract && text === rules.tokenContract) return fail("token_contract");
    return { ok: true, address: text, kind: "TRON" };
  },
};
