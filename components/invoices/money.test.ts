import { describe, expect, it } from "vitest";
import { formatPayAmount } from "./money";

describe("formatPayAmount", () => {
  it("shows crypto amounts exactly as sent", () => {
    expect(formatPayAmount("0.00043", "BTC")).toBe("0.00043 BTC");
    expect(formatPayAmount("12", "USDTBSC")).toBe("12 USDTBSC");
  });

  it("writes out the cents of a fiat rail's amount", () => {
    expect(formatPayAmount("99.9", "BRL")).toBe("99.90 BRL");
    expect(formatPayAmount("150", "BRL")).toBe("150.00 BRL");
    expect(formatPayAmount("0.05", "BRL")).toBe("0.05 BRL");
  });
});
