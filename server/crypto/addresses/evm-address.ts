// EVM addresses (Ethereum, BNB Smart Chain and every other EVM network: one format for all, which
// is why the claim page warns about the network). Mixed case must carry a valid EIP-55 checksum;
// all lower (or all upper) case carries none and is accepted as is. viem computes the checksum.
import { getAddress, isAddress, zeroAddress } from "viem";
import type { AddressCheck, AddressFamily } from "./address-family";

const fail = (problem: Extract<AddressCheck, { ok: false }>["problem"]): AddressCheck => ({ ok: false, problem, facts: {} });

export const evmAddresses: AddressFamily = {
  name: "EVM (0x…)",
  looksLike: (text) => /^0x[0-9a-f]*$/i.test(text) || /^[0-9a-f]{40}$/i.test(text),
  check(text, rules) {
    if (/^[0-9a-f]{40}$/i.test(text)) return fail("missing_0x");
    if (!/^0x/i.test(text)) return fail("unknown_format");
    const hex = text.slice(2);
    if (!/^[0-9a-f]*$/i.test(hex)) return fail("invalid_characters");
    if (hex.length !== 40) return fail("invalid_length");
    const oneCase = hex === hex.toLowerCase() || hex === hex.toUpperCase();
    if (!oneCase && !isAddress(text, { strict: true })) return fail("checksum");
    const address = getAddress(text.toLowerCase());
    if (address === zeroAddress) return fail("zero_address");
    if (rules.tokenContract && address.toLowerCase() === rules.tokenContract.toLowerCase()) return fail("token_contract");
    return { ok: true, address, kind: oneCase ? "EVM" : "EVM (EIP-55)" };
  },
};
