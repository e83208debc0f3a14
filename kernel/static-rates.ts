// The RATES_STATIC format: JSON of pay currency -> fiat currency -> a positive plain decimal. Read
// at start by the configuration's validation and by the static rate provider.
import { z } from "zod";

export type StaticRates = Record<string, Record<string, string>>;

const decimal = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d+(\.\d+)?$/, "must be a positive plain decimal"))
  .refine((value) => /[1-9]/.test(value), "must be greater than zero");
const staticRatesSchema = z.record(z.string(), z.record(z.string(), decimal));

export function parseStaticRatesJson(json: string): StaticRates {
  const parsed = staticRatesSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`RATES_STATIC is invalid: ${parsed.error.message}`);
  return parsed.data;
}
