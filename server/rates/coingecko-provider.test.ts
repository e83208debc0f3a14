import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "@/kernel/errors";
import { createCoinGeckoProvider } from "./coingecko-provider";
import { withFallback } from "./fallback-provider";
import { createStaticProvider } from "./static-provider";

type Reply = { status: number; body: string; headers?: Record<string, string>; delayMs?: number };

// A local server speaking CoinGecko's simple/price wire format.
let reply: Reply;
let requests: { url: string; headers: IncomingMessage["headers"] }[] = [];
let baseUrl = "";
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  requests.push({ url: request.url ?? "", headers: request.headers });
  const current = reply;
  setTimeout(() => {
    response.writeHead(current.status, { "content-type": "application/json", ...current.headers });
    response.end(current.body);
  }, current.delayMs ?? 0);
});

const priceBody = JSON.stringify({
  bitcoin: { brl: 351234.56, usd: 65432.1, eur: 60123, last_updated_at: 1795000000 },
  ethereum: { brl: 18000.5, usd: 3300.25, eur: 3001, last_updated_at: 1795000001 },
  tether: { brl: 5.41, usd: 0.99985, eur: 0.9215, last_updated_at: 1795000002 },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  reply = { status: 200, body: priceBody };
});

async function rateUnavailable(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("rate_unavailable");
}

describe("CoinGecko provider", () => {
  it("reads simple/price and reports the source and publication time", async () => {
    const provider = createCoinGeckoProvider({ baseUrl, apiKey: "demo-key", timeoutMs: 1000, ttlMs: 60_000 });
    const quote = await provider.getRate("BTC", "BRL");
    expect(quote).toEqual({ rate: "351234.56", source: "coingecko", at: new Date(1795000000 * 1000) });
    expect((await provider.getRate("USDTBSC", "USD")).rate).toBe("0.99985");
    // USDT is one coin on every network.
    expect((await provider.getRate("USDTTRON", "USD")).rate).toBe("0.99985");
    const url = new URL(requests[0]?.url ?? "", "http://x");
    expect(url.pathname).toBe("/api/v3/simple/price");
    expect(url.searchParams.get("ids")?.split(",").sort()).toEqual(["bitcoin", "ethereum", "tether", "usd-coin"]);
    expect(url.searchParams.get("vs_currencies")).toBe("brl,usd,eur");
    expect(requests[0]?.headers["x-cg-demo-api-key"]).toBe("demo-key");
  });

  it("serves from the cache within the TTL and refetches after it", async () => {
    let clock = 1_000_000;
    const provider = createCoinGeckoProvider({ baseUrl, timeoutMs: 1000, ttlMs: 60_000, now: () => clock });
    await Promise.all([provider.getRate("BTC", "USD"), provider.getRate("ETH", "EUR")]);
    await provider.getRate("ETH", "BRL");
    expect(requests).toHaveLength(1);
    clock += 60_001;
    await provider.getRate("BTC", "USD");
    expect(requests).toHaveLength(2);
  });

  it("answers a cached rate without a request, only while it is fresh", async () => {
    let clock = 1_000_000;
    const provider = createCoinGeckoProvider({ baseUrl, timeoutMs: 1000, ttlMs: 60_000, now: () => clock });
    expect(provider.cachedRate("BTC", "BRL")).toBeUndefined();
    expect(requests).toHaveLength(0);
    await provider.getRate("BTC", "USD");
    expect(provider.cachedRate("BTC", "BRL")).toMatchObject({ rate: "351234.56", source: "coingecko" });
    clock += 60_001;
    expect(provider.cachedRate("BTC", "BRL")).toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it("a fallback's cached rate is the primary's, else the second provider's", async () => {
    const provider = withFallback(
      createCoinGeckoProvider({ baseUrl, timeoutMs: 1000, ttlMs: 60_000 }),
      createStaticProvider({ BTC: { USD: "64000" } }),
    );
    expect(provider.cachedRate("BTC", "USD")).toMatchObject({ rate: "64000", source: "static" });
    expect(requests).toHaveLength(0);
  });

  it("never answers a stale rate when the refresh fails", async () => {
    let clock = 1_000_000;
    const provider = createCoinGeckoProvider({ baseUrl, timeoutMs: 1000, ttlMs: 60_000, now: () => clock });
    await provider.getRate("BTC", "USD");
    clock += 61_000;
    reply = { status: 500, body: JSON.stringify({ error: "Internal server error" }) };
    await rateUnavailable(provider.getRate("BTC", "USD"));
  });

  it("treats the 429 rate-limit answer as unavailable and backs off for Retry-After", async () => {
    let clock = 1_000_000;
    const provider = createCoinGeckoProvider({ baseUrl, timeoutMs: 1000, ttlMs: 60_000, now: () => clock });
    reply = {
      status: 429,
      headers: { "retry-after": "30" },
      body: JSON.stringify({
        status: { error_code: 429, error_message: "You've exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits." },
      }),
    };
    await rateUnavailable(provider.getRate("BTC", "USD"));
    reply = { status: 200, body: priceBody };
    await rateUnavailable(provider.getRate("BTC", "USD"));
    expect(requests).toHaveLength(1);
    clock += 31_000;
    expect((await provider.getRate("BTC", "USD")).rate).toBe("65432.1");
  });

  it("treats an invalid API key answer as unavailable", async () => {
    const provider = createCoinGeckoProvider({ baseUrl, apiKey: "wrong", timeoutMs: 1000, ttlMs: 60_000 });
    reply = {
      status: 401,
      body: JSON.stringify({ status: { error_code: 10002, error_message: "API Key Missing" } }),
    };
    await rateUnavailable(provider.getRate("ETH", "USD"));
  });

  it("times out a slow answer", async () => {
    const provider = createCoinGeckoProvider({ baseUrl, timeoutMs: 50, ttlMs: 60_000 });
    reply = { status: 200, body: priceBody, delayMs: 500 };
    await rateUnavailable(provider.getRate("BTC", "USD"));
  });

  it("reports a pair missing from the answer as unavailable", async () => {
    const provider = createCoinGeckoProvider({ baseUrl, timeoutMs: 1000, ttlMs: 60_000 });
    reply = { status: 200, body: JSON.stringify({ bitcoin: { usd: 65000 } }) };
    expect((await provider.getRate("BTC", "USD")).rate).toBe("65000");
    await rateUnavailable(provider.getRate("BTC", "EUR"));
    await rateUnavailable(provider.getRate("ETH", "USD"));
  });

  it("falls back to the second provider when CoinGecko has no rate", async () => {
    reply = { status: 503, body: JSON.stringify({ error: "Service Unavailable" }) };
    const provider = withFallback(
      createCoinGeckoProvider({ baseUrl, timeoutMs: 1000, ttlMs: 60_000 }),
      createStaticProvider({ BTC: { USD: "64000" } }),
    );
    expect(await provider.getRate("BTC", "USD")).toMatchObject({ rate: "64000", source: "static" });
  });
});
