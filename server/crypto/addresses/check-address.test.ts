import { base58, bech32, bech32m } from "@scure/base";
import { describe, expect, it } from "vitest";
import { assets } from "@/vocabulary/assets";
import { addressProblemMessage, addressProblems, type AddressProblem } from "./address-problems";
import { bitcoinNetworkOf } from "./bitcoin-address";
import { checkAddress, type AddressRules } from "./check-address";

const btc: AddressRules = { asset: assets.BTC, bitcoinNetwork: "mainnet" };
const btcTestnet: AddressRules = { asset: assets.BTC, bitcoinNetwork: "testnet" };
const usdt: AddressRules = { asset: assets.USDTBSC, tokenContract: "0x55d398326f99059fF775485246999027B3197955" };
const eth: AddressRules = { asset: assets.ETH };

const program20 = Uint8Array.from({ length: 20 }, (_unused, index) => index + 1);
const program32 = Uint8Array.from({ length: 32 }, (_unused, index) => index + 7);

describe("checkAddress: valid addresses", () => {
  it.each([
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "P2WPKH"],
    ["BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4", "P2WPKH"],
    ["bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3", "P2WSH"],
    [bech32m.encode("bc", [1, ...bech32m.toWords(program32)]), "P2TR"],
    ["1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2", "P2PKH"],
    ["3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy", "P2SH"],
  ])("accepts the mainnet %s (%s)", (address, kind) => {
    expect(checkAddress(`  ${address} `, btc)).toEqual({ ok: true, address, kind });
  });

  it("accepts testnet addresses for a testnet refund", () => {
    expect(checkAddress("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", btcTestnet)).toMatchObject({ ok: true, kind: "P2WPKH" });
    expect(checkAddress("mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", btcTestnet)).toMatchObject({ ok: true, kind: "P2PKH" });
  });

  it("accepts an EIP-55 address and an all-lowercase one, answering the checksummed form", () => {
    const checksummed = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
    expect(checkAddress(checksummed, usdt)).toEqual({ ok: true, address: checksummed, kind: "EVM (EIP-55)" });
    expect(checkAddress(checksummed.toLowerCase(), eth)).toEqual({ ok: true, address: checksummed, kind: "EVM" });
  });

  it("tells a Bitcoin address's network", () => {
    expect(bitcoinNetworkOf("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")).toBe("mainnet");
    expect(bitcoinNetworkOf("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx")).toBe("testnet");
    expect(bitcoinNetworkOf("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed")).toBeNull();
  });
});

describe("checkAddress: every kind of invalid address is refused, naming the problem", () => {
  const v0WithBech32m = bech32m.encode("bc", [0, ...bech32m.toWords(program20)]);
  const v1WithBech32 = bech32.encode("bc", [1, ...bech32.toWords(program32)]);
  const witnessV2 = bech32m.encode("bc", [2, ...bech32m.toWords(program32)]);
  const shortProgram = bech32.encode("bc", [0, ...bech32.toWords(program20.slice(0, 19))]);
  const unknownVersionByte = base58.encode(Uint8Array.from([0x30, ...program20, 1, 2, 3, 4]));
  const cases: [string, AddressRules, AddressProblem][] = [
    ["", btc, "empty"],
    ["   ", usdt, "empty"],
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5", btc, "checksum"],
    ["bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", btc, "mixed_case"],
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3tb", btc, "invalid_characters"],
    [v0WithBech32m, btc, "bech32_variant"],
    [v1WithBech32, btc, "bech32_variant"],
    [witnessV2, btc, "unsupported_type"],
    [shortProgram, btc, "invalid_length"],
    ["1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3", btc, "checksum"],
    ["1BvBMSEYstWetqTFn5Au4m4GFg7xJaNV", btc, "invalid_length"],
    [unknownVersionByte, btc, "unknown_format"],
    ["tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", btc, "wrong_network"],
    ["mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn", btc, "wrong_network"],
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", btcTestnet, "wrong_network"],
    ["bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080", btc, "wrong_network"],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed", btc, "other_chain"],
    ["bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", usdt, "other_chain"],
    ["ana@example.com", btc, "unknown_format"],
    ["0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD", usdt, "checksum"],
    ["0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae", usdt, "invalid_length"],
    ["0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg", usdt, "invalid_characters"],
    ["5aaeb6053f3e94c9b9a09f33669435e7ef1beaed", usdt, "missing_0x"],
    ["0x0000000000000000000000000000000000000000", eth, "zero_address"],
    ["0x55d398326f99059ff775485246999027b3197955", usdt, "token_contract"],
    ["hello", eth, "unknown_format"],
  ];
  it.each(cases)("refuses %j (%#) as %s", (address, rules, problem) => {
    expect(checkAddress(address, rules)).toMatchObject({ ok: false, problem });
  });

  it("has a message in both languages for every problem, with its facts filled in", () => {
    for (const problem of addressProblems) {
      for (const locale of ["en", "pt-BR"] as const) {
        const message = addressProblemMessage(locale, problem, {
          family: "Bitcoin",
          asset: "Bitcoin",
          expectedNetwork: "mainnet",
          foundNetwork: "testnet",
          otherFamily: "EVM (0x…)",
        });
        expect(message).not.toMatch(/\{\w+\}/);
      }
    }
    const check = checkAddress("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", btc);
    if (check.ok) throw new Error("refused above");
    const facts = { family: "Bitcoin", asset: "Bitcoin", ...check.facts };
    expect(addressProblemMessage("en", check.problem, facts)).toBe("This is a Bitcoin testnet address; enter a Bitcoin mainnet address.");
    expect(addressProblemMessage("pt-BR", check.problem, facts)).toBe(
      "Este é um endereço Bitcoin da rede de testes (testnet); informe um endereço Bitcoin da rede principal (mainnet).",
    );
  });
});

describe("checkAddress: TRON", () => {
  const tron: AddressRules = { asset: assets.USDTTRON, tokenContract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" };

  it("accepts a TRON address and refuses a mistyped one, the token contract and an EVM address", () => {
    expect(checkAddress(" TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH ", tron)).toEqual({ ok: true, address: "TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH", kind: "TRON" });
    expect(checkAddress("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdh", tron)).toMatchObject({ ok: false, problem: "checksum" });
    expect(checkAddress("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWY", tron)).toMatchObject({ ok: false, problem: "invalid_length" });
    expect(checkAddress("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", tron)).toMatchObject({ ok: false, problem: "token_contract" });
    expect(checkAddress("0x9858EfFD232B4033E47d90003D41EC34EcaEda94", tron)).toMatchObject({ ok: false, problem: "other_chain" });
  });
});
