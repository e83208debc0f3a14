// Configuration, read and validated once. Nothing else reads process.env.
import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";
import { throwConfigurationError } from "@/kernel/configuration-error";
import { decodeEncryptionKey } from "@/kernel/encryption-key";
import { defaultTimeZone, isTimeZone } from "@/kernel/locales";
import { parseStaticRatesJson } from "@/kernel/static-rates";

const flag = (defaultValue: boolean) =>
  z
    .enum(["true", "false", "1", "0", "on", "off"])
    .default(defaultValue ? "true" : "false")
    .transform((value) => value === "true" || value === "1" || value === "on");

const positiveInt = (defaultValue: number) => z.coerce.number().int().positive().default(defaultValue);

/** Checked here so a bad value stops the start instead of failing each request that reads it. */
const parses = (parse: (value: string) => unknown) => (value: string) => {
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
};
const isEncryptionKey = (value: string) => decodeEncryptionKey(value) !== null;

const secondsList = (defaultValue: string) =>
  z
    .string()
    .default(defaultValue)
    .transform((value, ctx) => {
      const parts = value.split(",").map((part) => part.trim());
      if (parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) {
        ctx.addIssue({ code: "custom", message: "must be a comma-separated list of seconds" });
        return z.NEVER;
      }
      return parts.map((part) => Math.round(Number(part) * 1000));
    });

export const env = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    // The port `next dev` / `next start` listen on when PORT is set, so checkout links work unset.
    APP_URL: z.url().default(`http://localhost:${process.env.PORT ?? "3000"}`),
    CHECKOUT_FRAME_ANCESTORS: z.string().regex(/^[\s,]*(https?:\/\/(\*\.)?[\w.-]+(:\d+)?([\s,]+|$))*$/, "must list origins such as https://shop.example").optional().transform((value) => value?.split(/[\s,]+/).filter(Boolean) ?? []),
    GATEWAY_BASE_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: positiveInt(10),
    // Under the 60 s after which an Idempotency-Key claim may be taken over (server/rest/idempotency.ts).
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(50_000).default(15_000),
    PGLITE_DIR: z.string().default("./.data/pglite"),
    DATA_DIR: z.string().default("./.data"),
    AUTH_SECRET: z.string().min(16).optional(),
    CRON_SECRET: z.string().min(16).optional(),
    SCHEDULER: z.enum(["on", "off"]).default("on"),
    SCHEDULER_INTERVAL_MS: positiveInt(5000),
    API_KEY_CACHE_SECONDS: z.coerce.number().int().min(0).default(5),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    SEED_DEMO: flag(true),

    CRYPTO_INVOICE_TTL_MINUTES: positiveInt(30),
    // How long a refund's or payout's claim link takes an address (7 days).
    WITHDRAWAL_CLAIM_TTL_HOURS: positiveInt(168),
    ADDRESS_POOL_SIZE: positiveInt(200),
    ADDRESS_TAKE_AHEAD_MAX: positiveInt(64),
    RATES_PROVIDER: z.enum(["static", "coingecko"]).default("static"),
    RATES_FALLBACK_PROVIDER: z.enum(["static", "coingecko"]).optional(),
    RATES_STATIC: z.string().refine(parses(parseStaticRatesJson), 'must be JSON like {"BTC":{"BRL":"350000"}} with positive decimal rates').optional(),
    RATES_TTL_SECONDS: positiveInt(60),
    RATES_TIMEOUT_MS: positiveInt(5000),
    COINGECKO_API_URL: z.url().default("https://api.coingecko.com/api/v3"),
    COINGECKO_API_KEY: z.string().optional(),

    WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
    WEBHOOK_RETRY_DELAYS_S: secondsList("60,900,7200"),
    WEBHOOK_ALLOW_PRIVATE_URLS: flag(false),
    WEBHOOK_CONCURRENCY: positiveInt(32),

    /** smtp://user:pass@host:587 or smtps://…:465; unset: e-mails wait in the outbox unsent. */
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value), "must be an smtp:// or smtps:// URL")
      .optional(),
    EMAIL_FROM: z.string().default("Ponte <no-reply@ponte.local>"),
    EMAIL_RETRY_DELAYS_S: secondsList("60,300,1800,7200"),
    /** Failed webhook deliveries in a row that send the merchant the "endpoint failing" e-mail. */
    WEBHOOK_FAILURE_ALERT_STREAK: positiveInt(5),

    MONITORING_WINDOW_MINUTES: positiveInt(1440),
    // A sandbox crypto payment simulated with confirm "later" is confirmed by the tick after this long.
    SANDBOX_CONFIRM_SECONDS: positiveInt(20),
    EVM_RPC_URL_ETH: z.url().optional(),
    EVM_RPC_URL_BSC: z.url().optional(),
    EVM_RPC_URL_POLYGON: z.url().optional(),
    EVM_RPC_URL_BASE: z.url().optional(),
    EVM_RPC_URL_ARBITRUM: z.url().optional(),
    CONFIRMATIONS_ETH: positiveInt(12),
    CONFIRMATIONS_BSC: positiveInt(15),
    CONFIRMATIONS_POLYGON: positiveInt(64),
    CONFIRMATIONS_BASE: positiveInt(12),
    CONFIRMATIONS_ARBITRUM: positiveInt(40),
    TRON_API_URL: z.url().optional(),
    TRON_API_KEY: z.string().optional(),
    // Counted against solidified blocks: 1 is final as soon as TRON's consensus makes the block irreversible.
    CONFIRMATIONS_TRON: positiveInt(1),
    BTC_ESPLORA_URL: z.url().optional(),
    CONFIRMATIONS_BTC: positiveInt(1),
    // Read through vocabulary/configured-assets.ts: payment URIs and QR codes name it, the BSC watcher reads it.
    USDTBSC_CONTRACT: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, "must be a contract address such as 0x55d398326f99059fF775485246999027B3197955")
      .default("0x55d398326f99059fF775485246999027B3197955"),

    PIX_TIMEZONE: z.string().refine(isTimeZone, "must be an IANA time zone such as America/Sao_Paulo").default(defaultTimeZone),
    PIX_PSP: z.enum(["none", "apipix"]).default("none"),
    PIX_PSP_BASE_URL: z.url().optional(),
    PIX_PSP_TOKEN_URL: z.url().optional(),
    PIX_PSP_CLIENT_ID: z.string().optional(),
    PIX_PSP_CLIENT_SECRET: z.string().optional(),
    PIX_PSP_WEBHOOK_SECRET: z.string().optional(),
    /** AES-256-GCM key for secrets stored in the database (PSP credentials): 32 bytes, base64 or hex. */
    PONTE_ENCRYPTION_KEY: z.string().refine(isEncryptionKey, "must be 32 bytes written as 64 hex digits or base64").optional(),
    /** The key before the last rotation: still read, never written (npx ponte pix:reencrypt moves rows off it). */
    PONTE_ENCRYPTION_KEY_PREVIOUS: z.string().refine(isEncryptionKey, "must be 32 bytes written as 64 hex digits or base64").optional(),
  },
  client: {},
  experimental__runtimeEnv: {},
  emptyStringAsUndefined: true,
  onValidationError: throwConfigurationError,
  skipValidation: process.env.SKIP_ENV_VALIDATION === "1",
  isServer: true,
});

/** {gateway_base_url}: another host serving this app, given with its /api suffix like {base_url}. */
export const gatewayBaseUrl = () => (env.GATEWAY_BASE_URL ?? `${env.APP_URL.replace(/\/$/, "")}/api`).replace(/\/$/, "");
export const isProduction = () => env.NODE_ENV === "production";
