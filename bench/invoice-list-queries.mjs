#!/usr/bin/env node
// Benchmark of the invoice list's variants and the CSV export against `next start` on PostgreSQL.
//
//   npm run build && node bench/invoice-list-queries.mjs
//
// Reports p50/p95/p99 of GET /api/invoices/payment-gateway (sequential requests, one client) for a
// merchant with 1,000,000 invoices: each orderBy field in both directions (first page and page
// 100), date ranges covering ~1 % and ~50 % of the rows, text searches hitting one invoice, 111,111
// and all of them, and an admin listing every merchant; then the CSV export's throughput (rows/s)
// for 100,000 rows through GET /api/invoices/export with a dashboard session. The data is seeded by
// bench/seed-invoices.mjs into its own database, kept between runs (BENCH_RESEED=1 seeds it again).
//
// Environment: BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB
// (default ponte_list_bench), BENCH_PORT (3391), BENCH_ROWS (1000000), BENCH_REQUESTS (200).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { benchDatabase, log, percentile, prepareDatabase, round, startServer } from "./bench-support.mjs";
import { seedInvoices } from "./seed-invoices.mjs";

const database = benchDatabase("ponte_list_bench");
const databaseUrl = database.url;
const port = Number(process.env.BENCH_PORT ?? 3391);
const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const baseUrl = `http://127.0.0.1:${port}`;
const password = "bench password 1234";

function cli(args) {
  const result = spawnSync("node", ["server/cli/ponte.mjs", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SCHEDULER: "off", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`ponte ${args[0]} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** A user that can sign in (through the CLI, so the password is hashed as in production) with an API key. */
async function user(sql, email, role) {
  const [existing] = await sql`select id from users where email = ${email}`;
  if (!existing) cli(["user:create", "--email", email, "--password", password, "--role", role]);
  const token = cli(["key:create", "--email", email, "--name", "bench"]).split(/\s+/).at(-1);
  const [{ id }] = await sql`select id from users where email = ${email}`;
  return { id: Number(id), email, token };
}

async function seed() {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const lister = await user(sql, "bench-list-queries@ponte.local", "merchant");
  const admin = await user(sql, "bench-list-admin@ponte.local", "admin");
  await seedInvoices(sql, { userId: lister.id, rows, log });
  // Boundaries by position in the default order, so each range holds a known number of rows.
  const createdAtOffset = async (offset) => {
    const [row] = await sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from invoices
      where user_id = ${lister.id} order by created_at desc, id desc offset ${offset} limit 1`;
    return row.at;
  };
  const boundaries = {
    onePercent: { start: await createdAtOffset(Math.round(rows * 0.5)), end: await createdAtOffset(Math.round(rows * 0.49)) },
    half: { start: await createdAtOffset(Math.round(rows * 0.75)), end: await createdAtOffset(Math.round(rows * 0.25)) },
    export: { start: await createdAtOffset(Math.min(rows, 100_000) - 1) },
  };
  await sql.end();
  return { lister, admin, boundaries };
}

/** Signs in through next-auth's credentials callback and answers the Cookie header of the session. */
async function signIn(email) {
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = await csrfResponse.json();
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = pair.split("=");
      cookies.set(name, value.join("="));
    }
  };
  keep(csrfResponse);
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: header() },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/dashboard" }),
  });
  keep(response);
  const session = await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie: header() } })).json();
  if (session?.user?.email !== email) throw new Error(`sign-in of ${email} failed`);
  return header();
}

/** Sequential requests (one at a time): the latency one client sees. */
async function latency(query, token, count = requests) {
  const url = `${baseUrl}/api/invoices/payment-gateway${query}`;
  const headers = { authorization: `Bearer ${token}` };
  for (let warm = 0; warm < 10; warm++) await (await fetch(url, { headers })).arrayBuffer();
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

/** Downloads the export and counts its rows as they arrive; the median of three runs. */
async function exportThroughput(query, cookie) {
  const runs = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/invoices/export${query}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    runs.push({ rows: lines - 1, seconds: round(seconds), rowsPerSecond: Math.round((lines - 1) / seconds), megabytes: round(bytes / 1e6) });
  }
  runs.sort((a, b) => a.rowsPerSecond - b.rowsPerSecond);
  return { median: runs[1], runs };
}

async function main() {
  await prepareDatabase(database);
  const { lister, admin, boundaries } = await seed();
  const server = await startServer({ port, databaseUrl });
  try {
    const list = {};
    const measure = async (name, query, token = lister.token) => {
      log(name, query);
      list[name] = { query, ...(await latency(query, token)) };
    };
    for (const field of ["createdAt", "updatedAt", "amount", "status"]) {
      for (const direction of ["ASC", "DESC"]) {
        await measure(`${field}.${direction}`, `?orderBy=${field}.${direction}`);
        await measure(`${field}.${direction} page 100`, `?orderBy=${field}.${direction}&page=100`);
      }
    }
    await measure("status=PAID, amount.DESC page 100", "?status=PAID&orderBy=amount.DESC&page=100");
    await measure("date range ~1 %", `?start_date=${boundaries.onePercent.start}&end_date=${boundaries.onePercent.end}`);
    await measure("date range ~50 %", `?start_date=${boundaries.half.start}&end_date=${boundaries.half.end}`);
    await measure("date range ~50 %, amount.ASC page 100", `?start_date=${boundaries.half.start}&end_date=${boundaries.half.end}&orderBy=amount.ASC&page=100`);
    await measure("query hitting one (e-mail part)", `?query=${encodeURIComponent("c123456@")}`);
    await measure("query hitting one (digits: an id or text)", "?query=123456");
    await measure("query hitting 111,111", `?query=${encodeURIComponent("Customer 5")}`);
    await measure("query hitting all", `?query=${encodeURIComponent("example.com")}`);
    await measure("admin, every merchant, createdAt.DESC", "", admin.token);
    await measure("admin, user_id, amount.DESC", `?user_id=${lister.id}&orderBy=amount.DESC`, admin.token);
    await measure("admin, every merchant, amount.DESC", "?orderBy=amount.DESC", admin.token);

    log("CSV export of 100,000 rows");
    const cookie = await signIn(lister.email);
    const csvExport = await exportThroughput(`?start_date=${boundaries.export.start}`, cookie);

    const report = { at: new Date().toISOString(), rows, requests, list, csvExport, targets: { listP95Ms: "<= 25" } };
    console.log(JSON.stringify(report, null, 2));
    const directory = path.join(process.cwd(), "bench", "results");
    mkdirSync(directory, { recursive: true });
    writeFileSync(path.join(directory, `invoice-list-queries-${report.at.replace(/[:.]/g, "-")}.json`), JSON.stringify(report, null, 2));
  } finally {
    process.kill(-server.pid, "SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
