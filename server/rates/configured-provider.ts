// The rate provider chosen by RATES_PROVIDER (and RATES_FALLBACK_PROVIDER), built once per process.
import { env } from "@/kernel/env";
import { createCoinGeckoProvider } from "./coingecko-provider";
import { withFallback } from "./fallback-provider";
import type { RateProvider } from "./provider";
import { createStaticProvider, parseStaticRates } from "./static-provider";

function build(name: "static" | "coingecko"): RateProvider {
  if (name === "static") return createStaticProvider(parseStaticRates(env.RATES_STATIC));
  return createCoinGeckoProvider({
    baseUrl: env.COINGECKO_API_URL,
    apiKey: env.COINGECKO_API_KEY,
    timeoutMs: env.RATES_TIMEOUT_MS,
    ttlMs: env.RATES_TTL_SECONDS * 1000,
  });
}

let configured: RateProvider | undefined;

export function rateProvider(): RateProvider {
  if (configured) return configured;
  const primary = build(env.RATES_PROVIDER);
  const fallbackName = env.RATES_FALLBACK_PROVIDER;
  configured = fallbackName && fallbackName !== env.RATES_PROVIDER ? withFallback(primary, build(fallbackName)) : primary;
  return configured;
}
