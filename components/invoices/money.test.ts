import { describe, expect, it } from "vitest";
import { formatPayAmount, remainingToPay } from "./money";

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

describe("remainingToPay", () => {
  it("subtracts exactly, to the last base unit, and never goes below zero", () => {
    expect(remainingToPay("0.00002858", "0.00001429")).toBe("0.00001429");
    expect(remainingToPay("0.07598485", "0.000000000000000001")).toBe("0.075984849999999999");
    expect(remainingToPay("0.0303", "0")).toBe("0.0303");
    expect(remainingToPay("0.0303", "0.0303")).toBe("0");
    expect(remainingToPay("0.0303", "0.05")).toBe("0");
  });
});
