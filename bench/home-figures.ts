// Benchmark of the home page's figures (server/reports/home-figures.ts) on PostgreSQL: a merchant
// with the list benchmark's million invoices (bench/seed-invoices.mjs), a final payment for each
// paid one, and a year of hourly money totals (and their São Paulo days) for them and for 20 other
// merchants (four rails and assets per hour). Prints p50/p95/p99 of getHomeFigures per period, called one at a time.
//
//   npx tsx bench/home-figures.ts
//
// Environment: BENCH_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_DB
// (default ponte_home_bench, kept between runs; BENCH_RESEED=1 seeds it again), BENCH_ROWS
// (1000000), BENCH_REQUESTS (200).
import postgres from "postgres";
import { openPostgres } from "@/db/client";
import { getHomeFigures, homePeriods } from "@/server/reports/home-figures";
import { benchDatabase, log, percentile, prepareDatabase, round } from "./bench-support.mjs";
import { seedInvoices } from "./seed-invoices.mjs";

const database = benchDatabase("ponte_home_bench");
const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const otherMerchants = 20;

async function merchant(sql: postgres.Sql, email: string): Promise<number> {
  const [existing] = await sql`select id from users where email = ${email}`;
  if (existing) return Number(existing.id);
  const [created] = await sql`insert into users (email, password_hash, name) values (${email}, 'x', ${email}) returning id`;
  return Number(created?.id);
}

async function seed(sql: postgres.Sql) {
  const userId = await merchant(sql, "bench-home@ponte.local");
  await seedInvoices(sql, { userId, rows, log });
  const [counted] = await sql`select count(*)::int as payments from invoice_payments p join invoices i on i.id = p.invoice_id where i.user_id = ${userId}`;
  if (Number(counted?.payments ?? 0) === 0) {
    log("seeding a final payment per paid invoice");
    // Stamped as the payments path would (0.00153847 BTC at R$ 350000 = R$ 538.46).
    await sql`
      insert into invoice_payments (invoice_id, network, reference, amount_base, state, confirmations, seen_at, confirmed_at,
        value_brl_minor, brl_rate, fiat_currency, value_fiat_minor, fiat_rate, rate_source, rate_at, stamped_at)
      select id, 'bitcoin', md5(id::text), amount_due_base, 'confirmed', 1, created_at, created_at + interval '5 minutes',
        53846, '350000', 'USD', 10000, '65000', 'static', created_at, created_at + interval '5 minutes'
      from invoices where user_id = ${userId} and status = 'PAID'`;
    log("seeding a year of hourly totals for", otherMerchants + 1, "merchants");
    const others = [];
    for (let index = 0; index < otherMerchants; index += 1) others.push(await merchant(sql, `bench-home-${index}@ponte.local`));
    await sql`delete from payment_hourly_totals`;
    await sql`
      insert into payment_hourly_totals (user_id, hour, gateway, type, pay_currency, payments, amount_base, value_brl_minor)
      select m.user_id, h.hour, r.gateway::gateway, 'PAYMENT', r.pay_currency, 1 + (extract(epoch from h.hour)::bigint % 7)::int,
        r.unit * (1 + extract(epoch from h.hour)::bigint % 7), r.brl * (1 + extract(epoch from h.hour)::bigint % 7)
      from unnest(${[userId, ...others]}::bigint[]) as m(user_id)
      cross join generate_series(date_trunc('hour', now()) - interval '365 days', date_trunc('hour', now()), interval '1 hour') as h(hour)
      cross join (values ('crypto', 'BTC', 153847, 53846), ('crypto', 'USDTTRON', 100000000, 54000),
                         ('crypto', 'ETH', 30000000000000000, 54000), ('pix', 'BRL', 8990, 8990)) as r(gateway, pay_currency, unit, brl)`;
    await sql`vacuum analyze invoice_payments`;
    await sql`vacuum analyze payment_hourly_totals`;
  }
  const [daily] = await sql`select count(*)::int as days from payment_daily_totals`;
  if (Number(daily?.days ?? 0) === 0) {
    log("summing the hourly totals into São Paulo days");
    await sql`delete from payment_daily_totals`;
    await sql`
      insert into payment_daily_totals (user_id, day, gateway, type, pay_currency, payments, amount_base, value_brl_minor)
      select user_id, (hour at time zone 'America/Sao_Paulo')::date, gateway, type, pay_currency, sum(payments), sum(amount_base), sum(value_brl_minor)
      from payment_hourly_totals group by 1, 2, 3, 4, 5`;
    await sql`vacuum analyze payment_daily_totals`;
  }
  return userId;
}

async function main() {
  await prepareDatabase(database);
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const userId = await seed(sql);
  const [totals] = await sql`select count(*)::int as hourly from payment_hourly_totals`;
  const hourly = Number(totals?.hourly ?? 0);
  await sql.end();
  const handle = await openPostgres(database.url, { max: 4 });
  const actor = { userId, role: "merchant" as const };
  const results: Record<string, unknown> = {};
  for (const period of homePeriods) {
    for (let warm = 0; warm < 10; warm += 1) await getHomeFigures(handle.db, actor, { period });
    const timings: number[] = [];
    for (let index = 0; index < requests; index += 1) {
      const started = performance.now();
      await getHomeFigures(handle.db, actor, { period });
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    results[period] = { p50: round(percentile(timings, 0.5)), p95: round(percentile(timings, 0.95)), p99: round(percentile(timings, 0.99)) };
  }
  await handle.close();
  console.log(JSON.stringify({ invoices: rows, hourlyTotalRows: hourly, requests, ms: results }, null, 2));
}

await main();
