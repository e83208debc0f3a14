// CoinGecko's simple/price API: one request fetches every asset in every fiat currency, cached for
// RATES_TTL_SECONDS. A failed refresh after expiry is an error, never the stale figure.
import { AppError } from "@/kernel/errors";
import { logger } from "@/kernel/logger";
import { decimalText, fiatCurrencies } from "@/kernel/money";
import { assetCodes, assets } from "@/vocabulary/assets";
import type { RateProvider, RateQuote } from "./provider";

/** CoinGecko coin ids by asset symbol (USDT is one coin whichever network carries it). */
const coinIdOfSymbol: Record<string, string> = { BTC: "bitcoin", ETH: "ethereum", USDT: "tether", USDC: "usd-coin" };
const coinIds = Object.fromEntries(assetCodes.map((code) => [code, coinIdOfSymbol[assets[code].symbol] ?? code.toLowerCase()]));

type Snapshot = { fetchedAt: number; quotes: Map<string, RateQuote> };

export type CoinGeckoOptions = {
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  ttlMs: number;
  /** Injectable clock for cache tests. */
  now?: () => number;
};

/** CoinGecko answers numbers; their shortest decimal text is the rate (no arithmetic on it). */
function rateText(value: unknown): string | undefined {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) return undefined;
  return decimalText(value);
}

function describeFailure(status: number, body: unknown): string {
  // Error shapes: {"status":{"error_code":429,"error_message":"…"}} and {"error":"…"}.
  if (body && typeof body === "object") {
    const record = body as { status?: { error_message?: unknown }; error?: unknown };
    if (typeof record.status?.error_message === "string") return `${status} ${record.status.error_message}`;
    if (typeof record.error === "string") return `${status} ${record.error}`;
  }
  return `HTTP ${status}`;
}

export function createCoinGeckoProvider(options: CoinGeckoOptions): RateProvider {
  const now = options.now ?? Date.now;
  let snapshot: Snapshot | undefined;
  let inFlight: Promise<Snapshot> | undefined;
  /** After a 429 we stay away until Retry-After passes instead of hammering the API. */
  let blockedUntil = 0;

  async function fetchSnapshot(): Promise<Snapshot> {
    if (now() < blockedUntil) throw new AppError("rate_unavailable", "The exchange-rate source is rate limiting us.");
    const url = new URL(`${options.baseUrl.replace(/\/$/, "")}/simple/price`);
    url.searchParams.set("ids", [...new Set(Object.values(coinIds))].join(","));
    url.searchParams.set("vs_currencies", fiatCurrencies.map((fiat) => fiat.toLowerCase()).join(","));
    url.searchParams.set("include_last_updated_at", "true");
    url.searchParams.set("precision", "full");
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.apiKey) {
      headers[url.hostname.startsWith("pro-api.") ? "x-cg-pro-api-key" : "x-cg-demo-api-key"] = options.apiKey;
    }
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs) });
    } catch (error) {
      logger.warn("coingecko request failed", { error });
      throw new AppError("rate_unavailable", undefined, { cause: error });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (response.status === 429) {
        const retryAfter = Number.parseInt(response.headers.get("retry-after") ?? "", 10);
        blockedUntil = now() + (Number.isFinite(retryAfter) ? retryAfter : 60) * 1000;
      }
      logger.warn("coingecko answered an error", { detail: describeFailure(response.status, body) });
      throw new AppError("rate_unavailable");
    }
    const quotes = new Map<string, RateQuote>();
    const fetchedAt = now();
    for (const asset of assetCodes) {
      const entry = (body as Record<string, Record<string, unknown> | undefined> | undefined)?.[coinIds[asset] ?? ""];
      if (!entry || typeof entry !== "object") continue;
      const updated = typeof entry.last_updated_at === "number" ? entry.last_updated_at * 1000 : fetchedAt;
      for (const fiat of fiatCurrencies) {
        const rate = rateText(entry[fiat.toLowerCase()]);
        if (rate) quotes.set(`${asset}/${fiat}`, { rate, source: "coingecko", at: new Date(updated) });
      }
    }
    return { fetchedAt, quotes };
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && now() - snapshot.fetchedAt < options.ttlMs) return snapshot;
    // One refresh at a time: concurrent invoices share it.
    inFlight ??= fetchSnapshot()
      .then((fresh) => {
        snapshot = fresh;
        return fresh;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  }

  return {
    name: "coingecko",
    getRate: async (asset, fiat) => {
      const quote = (await current()).quotes.get(`${asset}/${fiat}`);
      if (!quote) throw new AppError("rate_unavailable", `No rate for ${asset}/${fiat}.`);
      return quote;
    },
    // Only a snapshot still within its TTL: an expired one is never answered, as with getRate.
    cachedRate: (asset, fiat) =>
      snapshot && now() - snapshot.fetchedAt < options.ttlMs ? snapshot.quotes.get(`${asset}/${fiat}`) : undefined,
  };
}
