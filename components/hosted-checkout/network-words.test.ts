import { describe, expect, it } from "vitest";
import { assetCodes, assets } from "@/vocabulary/assets";
import { networkLabel, networkWarnings } from "./network-words";

const warningsOf = (code: (typeof assetCodes)[number], locale: "pt-BR" | "en") =>
  networkWarnings({ locale, symbol: assets[code].symbol, tokenNetwork: assets[code].tokenContract ? assets[code].network : null });

describe("the checkout's network words", () => {
  it("tells a USDT on TRON payer to send on TRON only and to hold TRX for the fee, in both languages", () => {
    expect(networkLabel("tron", true)).toBe("TRON (TRC-20)");
    expect(warningsOf("USDTTRON", "en")).toEqual([
      "Send USDT on TRON (TRC-20) only. Tokens sent on another network are lost.",
      "The TRON network fee is paid in TRX: keep a little TRX in your wallet to send.",
    ]);
    expect(warningsOf("USDTTRON", "pt-BR")).toEqual([
      "Envie USDT somente pela rede TRON (TRC-20). Tokens enviados por outra rede serão perdidos.",
      "A taxa da rede TRON é paga em TRX: tenha um pouco de TRX na carteira para enviar.",
    ]);
  });

  it.each([
    ["USDTETH", "Ethereum (ERC-20)", "ETH"],
    ["USDCETH", "Ethereum (ERC-20)", "ETH"],
    ["USDTBSC", "BNB Smart Chain (BEP-20)", "BNB"],
    ["USDCBSC", "BNB Smart Chain (BEP-20)", "BNB"],
    ["USDTPOLYGON", "Polygon PoS (ERC-20)", "POL"],
    ["USDCPOLYGON", "Polygon PoS (ERC-20)", "POL"],
    ["USDTBASE", "Base (ERC-20)", "ETH"],
    ["USDCBASE", "Base (ERC-20)", "ETH"],
    ["USDTARB", "Arbitrum One (ERC-20)", "ETH"],
    ["USDCARB", "Arbitrum One (ERC-20)", "ETH"],
  ] as const)("names %s's network %s and its fee coin %s in both languages", (code, label, feeCoin) => {
    const symbol = assets[code].symbol;
    expect(warningsOf(code, "en")[0]).toBe(`Send ${symbol} on ${label} only. Tokens sent on another network are lost.`);
    expect(warningsOf(code, "en")[1]).toContain(`paid in ${feeCoin}`);
    expect(warningsOf(code, "pt-BR")[0]).toBe(`Envie ${symbol} somente pela rede ${label}. Tokens enviados por outra rede serão perdidos.`);
    expect(warningsOf(code, "pt-BR")[1]).toContain(`paga em ${feeCoin}`);
  });

  it("gives a native coin its network's plain name and no warning", () => {
    expect(networkLabel("bitcoin", false)).toBe("Bitcoin");
    expect(warningsOf("BTC", "en")).toEqual([]);
    expect(warningsOf("ETH", "pt-BR")).toEqual([]);
  });
});
