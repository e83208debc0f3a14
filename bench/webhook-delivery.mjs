// Webhook delivery benchmark: deliveries per second from 10,000 queued events to a local receiver
// answering 200 (the real job: claim, sign, POST, record), beside a bare sender with the same HTTP
// client and no database as the ceiling; then commit-to-first-attempt latency under a ticking
// scheduler. Run: npx tsx bench/webhook-delivery.mjs [--events 10000] [--interval-ms 1000]
// (embedded PGlite in memory; set BENCH_DATABASE_URL=postgres://…/postgres to use a server, where
// a scratch database is created and dropped).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { rowsOf } from "@/db/client";
import { env } from "@/kernel/env";
import { deliverDueWebhooks, mapConcurrent } from "@/server/webhooks/delivery/deliver-due-webhooks";
import { closeIdleConnections, sendWebhook } from "@/server/webhooks/delivery/send";
import { newWebhookSecret, signWebhook } from "@/server/webhooks/delivery/sign";
import { openBenchDatabase } from "./bench-database.ts";

const { values: args } = parseArgs({
  options: {
    events: { type: "string", default: "10000" },
    "interval-ms": { type: "string", default: "1000" },
    "latency-seconds": { type: "string", default: "10" },
    "latency-rate": { type: "string", default: "200" },
  },
});
const events = Number(args.events);
const intervalMs = Number(args["interval-ms"]);
const concurrency = env.WEBHOOK_CONCURRENCY;
const guard = { allowPrivate: true, requireHttps: false };
const options = { guard, retryDelaysMs: [60_000, 900_000, 7_200_000], timeoutMs: 10_000 };

// The receiver runs in its own process so that it does not share the sender's event loop.
const receiverSource = `
  const http = require("node:http");
  let count = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => { count += 1; response.end("ok"); });
  });
  server.keepAliveTimeout = 60000;
  server.listen(0, "127.0.0.1", () => process.stdout.write(String(server.address().port) + "\\n"));
  process.on("message", () => process.send(count));`;

async function startReceiver() {
  const child = spawn(process.execPath, ["-e", receiverSource], { stdio: ["ignore", "pipe", "inherit", "ipc"] });
  const [chunk] = await once(child.stdout, "data");
  return { url: `http://127.0.0.1:${String(chunk).trim()}/hooks`, stop: () => child.kill() };
}

async function bareSender(url, count) {
  const secret = newWebhookSecret();
  const items = Array.from({ length: count }, (_, index) => index);
  const started = performance.now();
  await mapConcurrent(items, concurrency, async (index) => {
    const id = `evt_bare_${index}`;
    const body = JSON.stringify({ id, type: "invoice.paid", created_at: new Date().toISOString(), data: { invoice: { id: String(index) } } });
    const result = await sendWebhook({ url, body, headers: signWebhook({ secrets: [secret], id, body }), guard, timeoutMs: 10_000 });
    if (!result.ok) throw new Error(`bare send failed: ${result.errorKind}`);
  });
  return count / ((performance.now() - started) / 1000);
}

async function merchant(db, url) {
  const [user] = rowsOf(
    await db.execute(sql`insert into users (email, password_hash, name) values (${`bench-${Date.now()}@example.com`}, 'x', 'Bench') returning id`),
  );
  await db.execute(sql`insert into webhook_endpoints (user_id, url, secret) values (${user.id}, ${url}, ${newWebhookSecret()})`);
  return Number(user.id);
}

async function queueEvents(db, userId, count, prefix) {
  // A realistic body size: an invoice snapshot is about 1.3 KB.
  const invoice = { id: "1", status: "PAID", amount: 150.5, padding: "x".repeat(1200) };
  await db.execute(sql`
    insert into webhook_events (id, user_id, type, payload)
    select ${prefix} || n, ${userId}, 'invoice.paid',
           jsonb_build_object('id', ${prefix} || n, 'type', 'invoice.paid', 'created_at', now(), 'data', jsonb_build_object('invoice', ${JSON.stringify(invoice)}::jsonb))
    from generate_series(1, ${count}) n`);
  await db.execute(sql`insert into webhook_deliveries (event_id, user_id) select id, user_id from webhook_events where id like ${`${prefix}%`}`);
}

async function throughput(db, userId) {
  await queueEvents(db, userId, events, "evt_bench_");
  const started = performance.now();
  let delivered = 0;
  for (;;) {
    const report = await deliverDueWebhooks(db, { options });
    delivered += report.succeeded;
    if (report.claimed === 0) break;
  }
  const seconds = (performance.now() - started) / 1000;
  if (delivered !== events) throw new Error(`delivered ${delivered} of ${events}`);
  return events / seconds;
}

/** Events committed one by one at a steady rate while a scheduler ticks every intervalMs. */
async function commitToFirstAttempt(db, userId) {
  let running = false;
  let stop = false;
  const timer = setInterval(async () => {
    if (running || stop) return;
    running = true;
    try {
      await deliverDueWebhooks(db, { now: new Date(), options });
    } finally {
      running = false;
    }
  }, intervalMs);
  const total = Number(args["latency-seconds"]) * Number(args["latency-rate"]);
  const gapMs = 1000 / Number(args["latency-rate"]);
  const started = Date.now();
  for (let index = 0; index < total; index += 1) {
    const id = `evt_latency_${index}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into webhook_events (id, user_id, type, payload, created_at)
        values (${id}, ${userId}, 'invoice.paid', ${JSON.stringify({ id, type: "invoice.paid", data: {} })}::jsonb, clock_timestamp())`);
      await tx.execute(sql`insert into webhook_deliveries (event_id, user_id) values (${id}, ${userId})`);
    });
    const wait = started + (index + 1) * gapMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  for (;;) {
    const [row] = rowsOf(await db.execute(sql`select count(*)::int as left from webhook_deliveries where state = 'pending'`));
    if (Number(row.left) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop = true;
  clearInterval(timer);
  const rows = rowsOf(
    await db.execute(sql`
      select extract(epoch from (min(a.attempted_at) - e.created_at)) * 1000 as ms
      from webhook_events e join webhook_deliveries d on d.event_id = e.id join webhook_attempts a on a.delivery_id = d.id
      where e.id like 'evt_latency_%' group by e.id, e.created_at`),
  );
  const sorted = rows.map((row) => Number(row.ms)).sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { count: sorted.length, p50: pick(0.5), p99: pick(0.99), max: sorted.at(-1) };
}

const receiver = await startReceiver();
const database = await openBenchDatabase();
try {
  const userId = await merchant(database.db, receiver.url);
  const bare = await bareSender(receiver.url, events);
  closeIdleConnections(guard);
  const job = await throughput(database.db, userId);
  const latency = await commitToFirstAttempt(database.db, userId);
  const round = (value) => Math.round(value);
  console.log(`webhook delivery benchmark: ${events} events, concurrency ${concurrency}, ${database.label}, node ${process.version}`);
  console.log(`  bare sender (same HTTP client, no database): ${round(bare)} deliveries/s`);
  console.log(`  delivery job (claim, sign, POST, record):     ${round(job)} deliveries/s = ${round((job / bare) * 100)} % of bare`);
  console.log(
    `  commit-to-first-attempt, scheduler every ${intervalMs} ms, ${latency.count} events: p50 ${round(latency.p50)} ms, p99 ${round(latency.p99)} ms (${(latency.p99 / intervalMs).toFixed(2)} × interval), max ${round(latency.max)} ms`,
  );
} finally {
  closeIdleConnections(guard);
  await database.close();
  receiver.stop();
}
