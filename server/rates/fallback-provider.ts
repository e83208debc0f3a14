// A primary provider with a second one asked only when the first has no fresh rate.
import { AppError } from "@/kernel/errors";
import type { RateProvider } from "./provider";

export function withFallback(primary: RateProvider, fallback: RateProvider): RateProvider {
  return {
    name: `${primary.name}+${fallback.name}`,
    getRate: async (asset, fiat) => {
      try {
        return await primary.getRate(asset, fiat);
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== "rate_unavailable") throw error;
        return fallback.getRate(asset, fiat);
      }
    },
    cachedRate: (asset, fiat) => primary.cachedRate(asset, fiat) ?? fallback.cachedRate(asset, fiat),
  };
}
