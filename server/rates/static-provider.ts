// Fixed rates from RATES_STATIC (JSON), with demo defaults, for the embedded default and tests.
import { assets, isAssetCode, type AssetCode } from "@/vocabulary/assets";
import { AppError } from "@/kernel/errors";
import { parseStaticRatesJson, type StaticRates } from "@/kernel/static-rates";
import type { FiatCurrency } from "@/kernel/money";
import type { RateProvider, RateQuote } from "./provider";

/**
 * Round demo figures; every place that shows them also shows the source "static". Keyed by pay
 * currency or by symbol: a symbol's rate serves it on every network (USDT for USDTTRON, USDTETH…).
 */
export const defaultStaticRates: StaticRates = {
  BTC: { BRL: "350000", USD: "65000", EUR: "60000" },
  ETH: { BRL: "18000", USD: "3300", EUR: "3000" },
  USDTBSC: { BRL: "5.40", USD: "1", EUR: "0.92" },
  USDT: { BRL: "5.40", USD: "1", EUR: "0.92" },
  USDC: { BRL: "5.40", USD: "1", EUR: "0.92" },
};

export function parseStaticRates(json: string | undefined): StaticRates {
  return json ? parseStaticRatesJson(json) : defaultStaticRates;
}

export function createStaticProvider(rates: StaticRates = defaultStaticRates): RateProvider {
  const at = new Date();
  const quoteOf = (asset: AssetCode, fiat: FiatCurrency): RateQuote | undefined => {
    const symbol = isAssetCode(asset) ? assets[asset].symbol : asset;
    const rate = rates[asset]?.[fiat] ?? rates[symbol]?.[fiat];
    return rate ? { rate, source: "static", at } : undefined;
  };
  return {
    name: "static",
    getRate: async (asset, fiat) => {
      const quote = quoteOf(asset, fiat);
      if (!quote) throw new AppError("rate_unavailable", `No static rate for ${asset}/${fiat}.`);
      return quote;
    },
    // Fixed figures are always in hand.
    cachedRate: quoteOf,
  };
}
