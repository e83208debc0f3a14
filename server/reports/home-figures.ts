// The home page's "how is business": money received per day, week or month (from the hourly totals
// written with each payment's stamp), split by rail and asset; paid against expired invoices (the
// counters ledger); the newest invoices; and what needs the merchant's attention. Every figure is a
// SQL aggregate over a table kept small for it, scoped to the merchant.
import { z } from "zod";
import { openWithdrawalStatuses } from "@/vocabulary/invoice-states";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { env } from "@/kernel/env";
import { defaultTimeZone, isTimeZone } from "@/kernel/locales";

export const homePeriods = ["day", "week", "month"] as const;
export type HomePeriod = (typeof homePeriods)[number];

/** How many buckets of each period the chart shows. */
const bucketsOf: Record<HomePeriod, number> = { day: 30, week: 12, month: 12 };


export const homeFiguresInput = z.object({
  period: z.enum(homePeriods).default("day"),
  timeZone: z.string().refine(isTimeZone, "must be an IANA time zone such as America/Sao_Paulo").default(defaultTimeZone),
});
export type HomeFiguresInput = z.input<typeof homeFiguresInput>;

export type MoneyBucket = {
  /** The bucket's first day in the time zone, YYYY-MM-DD. */
  start: string;
  gateway: string;
  payCurrency: string;
  payments: number;
  /** In the pay currency's base units (satoshi, wei, centavos for PIX), as a decimal string. */
  amountBase: string;
  valueBrlMinor: bigint;
};

export async function getHomeFigures(db: Database, actor: Actor, input: HomeFiguresInput & { now?: Date } = {}) {
  const { period, timeZone } = homeFiguresInput.parse(input);
  const now = input.now ?? new Date();
  const buckets = bucketStarts({ period, timeZone, now });
  const currentStart = buckets.at(-1) ?? "1970-01-01";
  const [received, refunded, rate, recent, attention, webhook] = await Promise.all([
    moneyBuckets(db, { userId: actor.userId, type: "PAYMENT", period, timeZone, now }),
    refundedSince(db, { userId: actor.userId, since: currentStart, timeZone, now }),
    paidAndExpired(db, actor.userId),
    recentInvoices(db, actor.userId),
    needsAttention(db, actor.userId),
    webhookFailing(db, actor.userId),
  ]);
  return {
    period,
    timeZone,
    buckets,
    received,
    /** Sent back to payers on refunds that completed, in the current bucket (the figure beside "received"). */
    refunded,
    ...rate,
    recent,
    attention: { ...attention, webhookFailing: webhook },
  };
}

/** The first day (YYYY-MM-DD, in the zone) of each bucket the chart shows, oldest first, the current one last. */
export function bucketStarts(params: { period: HomePeriod; timeZone: string; now: Date }): string[] {
  const { period, timeZone, now } = params;
  // The zone's calendar date of now; calendar arithmetic below runs on UTC dates, free of offsets.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  const [year = 1970, month = 1, day = 1] = today.split("-").map(Number);
  const starts: string[] = [];
  for (let back = bucketsOf[period] - 1; back >= 0; back -= 1) {
    let date: Date;
    if (period === "day") date = new Date(Date.UTC(year, month - 1, day - back));
    else if (period === "month") date = new Date(Date.UTC(year, month - 1 - back, 1));
    else {
      const todayDate = new Date(Date.UTC(year, month - 1, day));
      const sinceMonday = (todayDate.getUTCDay() + 6) % 7;
      date = new Date(Date.UTC(year, month - 1, day - sinceMonday - 7 * back));
    }
    starts.push(date.toISOString().slice(0, 10));
  }
  return starts;
}

/**
 * Money per bucket of the period in the time zone, by rail and pay currency: the hourly totals
 * from the start of the oldest bucket shown, summed into the zone's days, weeks (from Monday) or
 * months. An hour belongs to the day its start falls in, exact in every whole-hour zone.
 */
async function moneyBuckets(
  db: Database,
  params: { userId: number; type: "PAYMENT" | "WITHDRAWAL"; period: HomePeriod; timeZone: string; now: Date },
): Promise<MoneyBucket[]> {
  const { userId, type, period, timeZone, now } = params;
  const unit = sql.raw(`'${period}'`);
  const back = sql.raw(`'${bucketsOf[period] - 1} ${period}s'`);
  type Row = { start: string; gateway: string; pay_currency: string; payments: number | string; amount_base: string; value_brl_minor: string | number };
  // Weeks and months in São Paulo read the daily totals (a few hundred rows a year); days, and any
  // other zone, the hourly ones.
  const daily = period !== "day" && timeZone === defaultTimeZone;
  const since = bucketStarts({ period, timeZone, now })[0] ?? "1970-01-01";
  const rows = rowsOf<Row>(
    daily
      ? await db.execute(sql`
          select to_char(date_trunc(${unit}, day), 'YYYY-MM-DD') as start,
            gateway, pay_currency, sum(payments) as payments, sum(amount_base)::text as amount_base,
            sum(value_brl_minor) as value_brl_minor
          from payment_daily_totals
          where user_id = ${userId} and type = ${type} and day >= ${since}::date
          group by 1, 2, 3
          order by 1, 2, 3`)
      : await db.execute(sql`
      with bounds as (
        select (date_trunc(${unit}, ${now.toISOString()}::timestamptz at time zone ${timeZone}) - interval ${back})
          at time zone ${timeZone} as since)
      select to_char(date_trunc(${unit}, hour at time zone ${timeZone}), 'YYYY-MM-DD') as start,
        gateway, pay_currency, sum(payments) as payments, sum(amount_base)::text as amount_base,
        sum(value_brl_minor) as value_brl_minor
      from payment_hourly_totals, bounds
      where user_id = ${userId} and type = ${type} and hour >= bounds.since and hour <= ${now.toISOString()}::timestamptz
      group by 1, 2, 3
      order by 1, 2, 3`),
  );
  return rows.map((row) => ({
    start: row.start,
    gateway: row.gateway,
    payCurrency: row.pay_currency,
    payments: Number(row.payments),
    amountBase: row.amount_base,
    valueBrlMinor: BigInt(row.value_brl_minor),
  }));
}

/**
 * Money sent back on completed refunds since the start of a day in the zone, in reais: the sends
 * that became final in the range, as the settlement report counts them. Payouts are not refunds,
 * and a refund still on its way has refunded nothing yet.
 */
async function refundedSince(db: Database, params: { userId: number; since: string; timeZone: string; now: Date }) {
  const { userId, since, timeZone, now } = params;
  const [row] = rowsOf<{ value_brl_minor: string | number | null; unstamped: string | number }>(
    await db.execute(sql`
      select sum(p.value_brl_minor) as value_brl_minor, count(*) filter (where p.stamped_at is null) as unstamped
      from invoices i join invoice_payments p on p.invoice_id = i.id
      where i.user_id = ${userId} and i.type = 'WITHDRAWAL' and i.status = 'COMPLETED' and i.refunded_invoice_id is not null
        and p.state = 'confirmed'
        and p.confirmed_at >= (${since}::date)::timestamp at time zone ${timeZone}
        and p.confirmed_at <= ${now.toISOString()}::timestamptz`),
  );
  return { valueBrlMinor: BigInt(row?.value_brl_minor ?? 0), unpriced: Number(row?.unstamped ?? 0) };
}

/** Paid and expired payments since the start (the counters ledger: a few rows per merchant). */
async function paidAndExpired(db: Database, userId: number) {
  const rows = rowsOf<{ status: string; count: number | string }>(
    await db.execute(sql`
      select status, sum(count) as count from invoice_counters
      where user_id = ${userId} and type = 'PAYMENT' and status in ('PAID', 'EXPIRED')
      group by status`),
  );
  const countOf = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  const paid = countOf("PAID");
  const expired = countOf("EXPIRED");
  return { paidCount: paid, expiredCount: expired, paidShareBps: paid + expired === 0 ? null : Math.floor((paid * 10_000) / (paid + expired)) };
}

export type HomeInvoice = {
  id: number;
  type: string;
  gateway: string;
  status: string;
  amountMinor: bigint;
  currency: string;
  payCurrency: string;
  externalReference: string | null;
  customerName: string | null;
  paidLate: boolean;
  overpaid: boolean;
  createdAt: Date;
};

const invoiceColumns = sql`id, type, gateway, status, amount_minor, currency, pay_currency, external_reference,
  customer_name, paid_late, overpaid, created_at`;

type InvoiceRow = {
  id: number | string;
  type: string;
  gateway: string;
  status: string;
  amount_minor: string | number;
  currency: string;
  pay_currency: string;
  external_reference: string | null;
  customer_name: string | null;
  paid_late: boolean;
  overpaid: boolean;
  created_at: string | Date;
};

const toHomeInvoice = (row: InvoiceRow): HomeInvoice => ({
  id: Number(row.id),
  type: row.type,
  gateway: row.gateway,
  status: row.status,
  amountMinor: BigInt(row.amount_minor),
  currency: row.currency,
  payCurrency: row.pay_currency,
  externalReference: row.external_reference,
  customerName: row.customer_name,
  paidLate: row.paid_late,
  overpaid: row.overpaid,
  createdAt: new Date(row.created_at),
});

async function recentInvoices(db: Database, userId: number): Promise<HomeInvoice[]> {
  return rowsOf<InvoiceRow>(
    await db.execute(sql`
      select ${invoiceColumns} from invoices where user_id = ${userId}
      order by created_at desc nulls last, id desc nulls last limit 8`),
  ).map(toHomeInvoice);
}

const ATTENTION_LIST = 8;

/**
 * Partly paid, paid late and overpaid payments (a partial index holds only these), and refunds not
 * yet sent (the withdrawals' index by state).
 */
async function needsAttention(db: Database, userId: number) {
  const attentionRows = rowsOf<InvoiceRow>(
    await db.execute(sql`
      select ${invoiceColumns} from invoices
      where user_id = ${userId} and (paid_late or overpaid or status = 'PARTIALLY_PAID')
      order by updated_at desc nulls last limit ${ATTENTION_LIST}`),
  ).map(toHomeInvoice);
  const [counts] = rowsOf<{ partially_paid: number | string; paid_late: number | string; overpaid: number | string }>(
    await db.execute(sql`
      select count(*) filter (where status = 'PARTIALLY_PAID') as partially_paid,
        count(*) filter (where paid_late) as paid_late,
        count(*) filter (where overpaid) as overpaid
      from invoices where user_id = ${userId} and (paid_late or overpaid or status = 'PARTIALLY_PAID')`),
  );
  const openWithdrawal = sql.raw(openWithdrawalStatuses.map((status) => `'${status}'`).join(", "));
  const [refunds] = rowsOf<{ pending: number | string }>(
    await db.execute(sql`
      select count(*) as pending from invoices
      where type = 'WITHDRAWAL' and status in (${openWithdrawal}) and user_id = ${userId} and refunded_invoice_id is not null`),
  );
  // Counts of invoices, not amounts (count(*) arrives as text from the server).
  const countOf = (value: number | string | undefined) => Number(value ?? 0);
  return {
    invoices: attentionRows,
    partiallyPaid: countOf(counts?.partially_paid),
    paidLate: countOf(counts?.paid_late),
    overpaid: countOf(counts?.overpaid),
    refundsPending: countOf(refunds?.pending),
  };
}

/** True when the merchant's newest tried deliveries all failed, WEBHOOK_FAILURE_ALERT_STREAK of them. */
export async function webhookFailing(db: Database, userId: number): Promise<boolean> {
  const streak = env.WEBHOOK_FAILURE_ALERT_STREAK;
  const rows = rowsOf<{ failed: boolean }>(
    await db.execute(sql`
      select (state = 'failed' or (state = 'pending' and attempt_count > 0)) as failed
      from webhook_deliveries
      where user_id = ${userId} and (state <> 'pending' or attempt_count > 0)
      order by created_at desc limit ${streak}`),
  );
  return rows.length === streak && rows.every((row) => row.failed);
}
