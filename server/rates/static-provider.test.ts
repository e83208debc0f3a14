import { describe, expect, it } from "vitest";
import { AppError } from "@/kernel/errors";
import { createStaticProvider, defaultStaticRates, parseStaticRates } from "./static-provider";

describe("static provider", () => {
  it("uses the demo defaults when RATES_STATIC is unset, labelled static", async () => {
    const provider = createStaticProvider(parseStaticRates(undefined));
    expect(await provider.getRate("BTC", "USD")).toMatchObject({ rate: defaultStaticRates.BTC?.USD, source: "static" });
  });

  it("reads RATES_STATIC JSON, numbers or strings", async () => {
    const provider = createStaticProvider(parseStaticRates('{"ETH":{"EUR":"2999.99","USD":3100}}'));
    expect((await provider.getRate("ETH", "EUR")).rate).toBe("2999.99");
    expect((await provider.getRate("ETH", "USD")).rate).toBe("3100");
  });

  it("has no rate for a pair it does not list", async () => {
    const provider = createStaticProvider(parseStaticRates('{"ETH":{"EUR":"2999.99"}}'));
    await expect(provider.getRate("BTC", "EUR")).rejects.toSatisfy(
      (error: unknown) => error instanceof AppError && error.code === "rate_unavailable",
    );
  });

  it("refuses invalid configuration", () => {
    expect(() => parseStaticRates('{"BTC":{"USD":"-1"}}')).toThrow(/RATES_STATIC/);
    expect(() => parseStaticRates('{"BTC":{"USD":"0"}}')).toThrow(/RATES_STATIC/);
  });
});
