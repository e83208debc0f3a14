import { describe, expect, it } from "vitest";
import { formatFiatDecimal, formatRateLine, networkWarning } from "./crypto-payment-summary";

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
});

describe("formatRateLine", () => {
  it("says what one unit of the asset costs in the fiat currency, and where the rate came from", () => {
    expect(formatRateLine({ rate: "3300", payCurrency: "ETH", fiatCurrency: "USD", rateSource: "static" })).toBe("1 ETH = 3,300 USD (static rate)");
    expect(formatRateLine({ rate: "5.40", payCurrency: "USDTBSC", fiatCurrency: "BRL", rateSource: "coingecko" })).toBe("1 USDTBSC = 5.40 BRL (coingecko rate)");
    expect(formatRateLine({ rate: "350000", payCurrency: "BTC", fiatCurrency: "BRL", rateSource: "static" })).toBe("1 BTC = 350,000 BRL (static rate)");
  });
});

describe("networkWarning", () => {
  it("warns about the network of a token only", () => {
    expect(networkWarning("USDTBSC")).toBe("Send USDT (BNB Smart Chain, BEP-20) only: tokens sent on another network are lost.");
    expect(networkWarning("ETH")).toBeNull();
    expect(networkWarning("BTC")).toBeNull();
    expect(networkWarning("DOGE")).toBeNull();
  });
});
