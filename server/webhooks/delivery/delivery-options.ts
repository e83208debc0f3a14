// Delivery settings, from the environment by default; tests and benchmarks pass their own.
import { env } from "@/kernel/env";
import { defaultGuardOptions, type GuardOptions } from "./ssrf-guard";

export type DeliveryOptions = {
  /** Wait before each automatic retry; its length is the number of retries (3 by default). */
  retryDelaysMs: number[];
  /** Share of a delay added at random so retries of many events do not all land at once. */
  jitter: number;
  timeoutMs: number;
  concurrency: number;
  /** Deliveries claimed per round; the lease covers sending all of them. */
  batchSize: number;
  /** How long claimed deliveries stay reserved; after that another worker may take them (crash). */
  leaseMs: number;
  /** A tick stops claiming new rounds after this long, leaving the rest to the next tick. */
  tickBudgetMs: number;
  guard: GuardOptions;
};

export function deliveryOptions(overrides: Partial<DeliveryOptions> = {}): DeliveryOptions {
  const timeoutMs = overrides.timeoutMs ?? env.WEBHOOK_TIMEOUT_MS;
  const concurrency = overrides.concurrency ?? env.WEBHOOK_CONCURRENCY;
  const batchSize = overrides.batchSize ?? concurrency * 4;
  return {
    retryDelaysMs: env.WEBHOOK_RETRY_DELAYS_S,
    jitter: 0.1,
    tickBudgetMs: 20_000,
    guard: defaultGuardOptions(),
    ...overrides,
    timeoutMs,
    concurrency,
    batchSize,
    // Every claimed delivery may wait for earlier ones in its round, each up to the timeout.
    leaseMs: overrides.leaseMs ?? Math.ceil(batchSize / concurrency) * timeoutMs + 30_000,
  };
}

/** The delay before retry number `retry` (0-based), with up to `jitter` added; null when none is left. */
export function retryDelayMs(options: Pick<DeliveryOptions, "retryDelaysMs" | "jitter">, retry: number, random = Math.random) {
  const base = options.retryDelaysMs[retry];
  if (base === undefined) return null;
  return Math.round(base * (1 + options.jitter * random()));
}
