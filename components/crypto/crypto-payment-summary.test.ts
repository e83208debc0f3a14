import { describe, expect, it } from "vitest";
import { formatFiatDecimal } from "@/kernel/format";
import { tokenNetworkName } from "./crypto-payment-summary";

describe("formatFiatDecimal", () => {
  it.each([
    ["3300", "3,300"],
    ["350000", "350,000"],
    ["1234567", "1,234,567"],
    ["999", "999"],
    ["0", "0"],
    ["5.4", "5.40"],
    ["0.92", "0.92"],
    ["65000.123456", "65,000.123456"],
    ["not a number", "not a number"],
  ])("writes %j as %j", (decimal, text) => {
    expect(formatFiatDecimal(decimal)).toBe(text);
  });

  it("groups the Brazilian way in Portuguese", () => {
    expect(formatFiatDecimal("350000.5", "pt-BR")).toBe("350.000,50");
  });
});

describe("tokenNetworkName", () => {
  it("names the network of a token only", () => {
    expect(tokenNetworkName("USDTBSC")).toBe("USDT (BNB Smart Chain, BEP-20)");
    expect(tokenNetworkName("ETH")).toBeNull();
    expect(tokenNetworkName("BTC")).toBeNull();
    expect(tokenNetworkName("DOGE")).toBeNull();
  });
});
