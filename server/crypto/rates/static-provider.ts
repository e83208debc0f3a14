// Fixed rates from RATES_STATIC (JSON), with demo defaults, for the embedded default and tests.
import { z } from "zod";
import { AppError } from "@/server/errors";
import type { RateProvider } from "./provider";

export type StaticRates = Record<string, Record<string, string>>;

/** Round demo figures; every place that shows them also shows the source "static". */
export const defaultStaticRates: StaticRates = {
  BTC: { BRL: "350000", USD: "65000", EUR: "60000" },
  ETH: { BRL: "18000", USD: "3300", EUR: "3000" },
  USDTBSC: { BRL: "5.40", USD: "1", EUR: "0.92" },
};

const decimal = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d+(\.\d+)?$/, "must be a positive plain decimal"))
  .refine((value) => /[1-9]/.test(value), "must be greater than zero");
const staticRatesSchema = z.record(z.string(), z.record(z.string(), decimal));

export function parseStaticRates(json: string | undefined): StaticRates {
  if (!json) return defaultStaticRates;
  const parsed = staticRatesSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`RATES_STATIC is invalid: ${parsed.error.message}`);
  return parsed.data;
}

export function createStaticProvider(rates: StaticRates = defaultStaticRates): RateProvider {
  const at = new Date();
  return {
    name: "static",
    getRate: async (asset, fiat) => {
      const rate = rates[asset]?.[fiat];
      if (!rate) throw new AppError("rate_unavailable", `No static rate for ${asset}/${fiat}.`);
      return { rate, source: "static", at };
    },
  };
}
