#!/usr/bin/env node
// Benchmark of crypto payment creation and invoice listing against `next start` on PostgreSQL.
//
//   npm run build && node bench/crypto-create-and-list.mjs
//
// Reports, in one run: create-crypto-payment throughput and p50/p99 at 50 connections; the same for
// GET /api/health (one database query: the framework ceiling) and the ratio of the two, measured in
// alternating rounds (health, create, health, create, …) whose medians are reported, because one
// window of a shared machine is noisy; the latency of one client creating alone; and list
// latency (first page with exact total, page 100, with and without a status filter) for a merchant
// with 1,000,000 invoices. The data is seeded by this script (generate_series) into its own
// database, kept between runs (BENCH_RESEED=1 seeds it again).
//
// Environment: BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB
// (default ponte_bench), BENCH_PORT (3390), BENCH_DURATION_S (10, per round), BENCH_ROUNDS (3),
// BENCH_ROWS (1000000), BENCH_POOL_SIZE (enough for the rounds at 2,500 creates/s).
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";
import { HDKey } from "@scure/bip32";
import { benchDatabase, log, percentile, prepareDatabase, round, startServer } from "./bench-support.mjs";
import { seedInvoices } from "./seed-invoices.mjs";

const database = benchDatabase("ponte_bench");
const databaseUrl = database.url;
const port = Number(process.env.BENCH_PORT ?? 3390);
const durationSeconds = Number(process.env.BENCH_DURATION_S ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
/**
 * Addresses derived ahead for the create merchant: what the warm-up, the rounds and the single
 * client could take at 2,500 creates/s. A create past the pool derives its address on the request
 * path, which the background job prevents in service; a dry pool is reported.
 */
const poolSize = Number(process.env.BENCH_POOL_SIZE ?? (rounds * durationSeconds + 5) * 2_500 + 1_000);
const baseUrl = `http://127.0.0.1:${port}`;
const newToken = () => `ponte_${randomBytes(32).toString("base64url")}`;
const sha256 = (text) => createHash("sha256").update(text).digest("hex");

/** A merchant with an API key (and, for creates, a BTC wallet); returns the bearer token. */
async function merchant(sql, email, { wallet }) {
  const token = newToken();
  const [user] = await sql`
    insert into users (email, password_hash, name, role) values (${email}, 'bench-no-login', 'Bench', 'merchant')
    on conflict (email) do update set name = excluded.name returning id`;
  await sql`insert into api_keys (user_id, name, prefix, token_hash) values (${user.id}, 'bench', ${token.slice(0, 14)}, ${sha256(token)})`;
  if (wallet) {
    const xpub = HDKey.fromMasterSeed(randomBytes(32)).derive("m/84'/0'/0'").publicExtendedKey;
    await sql`update wallets set active = false where user_id = ${user.id} and chain = 'bitcoin'`;
    const [wallet] = await sql`
      insert into wallets (user_id, chain, network, extended_key) values (${user.id}, 'bitcoin', 'mainnet', ${xpub})
      returning id`;
    // As setWallet does: the wallet's receive indices come from a sequence of its own.
    await sql.unsafe(`create sequence wallet_index_${Number(wallet.id)} as integer minvalue 0 start with 0`);
  }
  return { id: Number(user.id), token };
}

async function seed() {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const creator = await merchant(sql, "bench-create@ponte.local", { wallet: true });
  const lister = await merchant(sql, "bench-list@ponte.local", { wallet: false });
  await seedInvoices(sql, { userId: lister.id, rows, log });
  await sql.end();
  return { creator, lister };
}

/** The background job's work, done before the run (the bench server's scheduler is off). */
function fillAddressPools() {
  const filled = spawnSync("npx", ["tsx", "bench/fill-address-pools.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ADDRESS_POOL_SIZE: String(poolSize), LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (filled.status !== 0) throw new Error("filling the address pools failed");
}

/**
 * The search index job's work (invoices.flush-search-index), on the scheduler's default interval,
 * while the bench server's own scheduler is off. Returns a function that stops it.
 */
function flushSearchIndexEvery(intervalMs) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const timer = setInterval(() => {
    sql`select gin_clean_pending_list('invoices_search_trgm_idx'::regclass)`.catch((error) => log("search index flush failed:", error.message));
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await sql.end();
  };
}

/**
 * Seeding and the address pool write a lot; a checkpoint they started would still be writing
 * during the rounds. Each run's rounds start right after a checkpoint instead (later ones, forced
 * by the rounds' own WAL, are part of what is measured).
 */
async function checkpoint() {
  const sql = postgres(database.adminUrl, { max: 1, onnotice: () => {} });
  await sql`checkpoint`;
  await sql.end();
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: durationSeconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (result) => ({
  requestsPerSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Throughput and latency: the median over the rounds; failures: the sum of every round's. */
const medianSummary = (results) => ({
  requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
  p50: median(results.map((result) => result.p50)),
  p99: median(results.map((result) => result.p99)),
  non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  errors: results.reduce((sum, result) => sum + result.errors, 0),
});

/** One request at a time: the latency of a client alone on the server, without queueing. */
async function sequentialLatency(request, count) {
  const times = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
    await response.arrayBuffer();
    if (response.status >= 300) throw new Error(`${request.url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)) };
}

/** Sequential requests (one at a time): the latency one client sees. */
async function latency(url, token, count = 200) {
  const headers = { authorization: `Bearer ${token}` };
  for (let warm = 0; warm < 20; warm++) await (await fetch(url, { headers })).arrayBuffer();
  const times = [];
  let total;
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
    total = body.response.pagination.total;
  }
  times.sort((a, b) => a - b);
  return { total, p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), p99: round(percentile(times, 0.99)) };
}

async function main() {
  await prepareDatabase(database);
  const { creator, lister } = await seed();
  log(`deriving ${poolSize} addresses ahead for the create merchant`);
  fillAddressPools();
  await checkpoint();
  const server = await startServer({ port, databaseUrl, env: { RATES_PROVIDER: "static" } });
  try {
    const createRequest = {
      url: `${baseUrl}/api/payments/v2/crypto`,
      method: "POST",
      headers: { authorization: `Bearer ${creator.token}`, "content-type": "application/json" },
      body: JSON.stringify({
        amount: 100,
        fiat_currency: "USD",
        pay_currency: "BTC",
        customer_name: "Bench Customer",
        customer_email: "bench@example.com",
        external_reference: "bench",
      }),
    };
    const stopFlushing = flushSearchIndexEvery(5_000);
    log("warming up");
    await cannon({ url: `${baseUrl}/api/health`, duration: 3 });
    await cannon({ ...createRequest, duration: 5 });

    const healthRounds = [];
    const createRounds = [];
    for (let round = 1; round <= rounds; round++) {
      log(`round ${round}/${rounds}: GET /api/health, then POST /api/payments/v2/crypto, 50 connections, ${durationSeconds} s each`);
      healthRounds.push(summary(await cannon({ url: `${baseUrl}/api/health` })));
      createRounds.push(summary(await cannon(createRequest)));
    }
    await stopFlushing();
    const ratios = createRounds.map((create, index) => create.requestsPerSecond / healthRounds[index].requestsPerSecond);
    log("POST /api/payments/v2/crypto, one client, 300 requests one after another");
    const createAlone = await sequentialLatency(createRequest, 300);

    log("list latency at", rows, "invoices");
    const listUrl = (query) => `${baseUrl}/api/invoices/payment-gateway${query}`;
    const list = {
      firstPage: await latency(listUrl(""), lister.token),
      page100: await latency(listUrl("?page=100"), lister.token),
      statusFirstPage: await latency(listUrl("?status=PAID"), lister.token),
      statusPage100: await latency(listUrl("?status=PAID&page=100"), lister.token),
    };

    const poolCheck = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const [wallet] = await poolCheck`
      select coalesce(pg_sequence_last_value(format('wallet_index_%s', id)::regclass) + 1, 0) as next_index, pooled_until
      from wallets where user_id = ${creator.id} and active and chain = 'bitcoin'`;
    await poolCheck.end();
    const ranDry = Number(wallet.next_index) > wallet.pooled_until;
    if (ranDry) log("warning: the address pool ran dry, so later creates derived their address on the request path; raise BENCH_POOL_SIZE");

    const report = {
      at: new Date().toISOString(),
      rows,
      durationSeconds,
      rounds,
      health: medianSummary(healthRounds),
      create: medianSummary(createRounds),
      createToHealthRatio: Math.round(median(ratios) * 100) / 100,
      perRound: healthRounds.map((health, index) => ({
        health: health.requestsPerSecond,
        create: createRounds[index].requestsPerSecond,
        ratio: Math.round(ratios[index] * 100) / 100,
        healthP99: health.p99,
        createP99: createRounds[index].p99,
      })),
      createOneClient: createAlone,
      // Creates beyond the pool derived their address on the request path.
      createAddressPool: { handedOut: Number(wallet.next_index), derivedAhead: wallet.pooled_until, ranDry },
      list,
      targets: { createRatio: ">= 0.5", createP99Ms: "<= 100", listP95Ms: "<= 25" },
    };
    console.log(JSON.stringify(report, null, 2));
    const directory = path.join(process.cwd(), "bench", "results");
    mkdirSync(directory, { recursive: true });
    writeFileSync(path.join(directory, `crypto-create-and-list-${report.at.replace(/[:.]/g, "-")}.json`), JSON.stringify(report, null, 2));
  } finally {
    process.kill(-server.pid, "SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
