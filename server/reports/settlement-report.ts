// The settlement report of a period: every final payment of the merchant's invoices in it (money
// received on payments, money sent on completed refunds and payouts), each with its accountant's
// stamp, and the totals per direction, rail and asset summed by the database. Days run in the time
// zone (São Paulo by default).
import { z } from "zod";
import { defaultTimeZone, isTimeZone } from "@/kernel/locales";
import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { formatUnits } from "@/kernel/money";
import { cell } from "./export-invoices-csv";
import { payDecimals } from "@/vocabulary/assets";

/** A count (of payments not yet stamped), which arrives as text from the server. */
const countOf = (value: number | string) => Number(value);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD");

/** The period: from its first day to its last, both included, in the time zone. */
export const settlementReportInput = z
  .object({
    from: day,
    to: day,
    timeZone: z.string().refine(isTimeZone, "must be an IANA time zone such as America/Sao_Paulo").default(defaultTimeZone),
  })
  .refine((input) => input.from <= input.to, { message: "must not be after to", path: ["from"] })
  .refine((input) => Date.parse(input.to) - Date.parse(input.from) <= 366 * 86_400_000, {
    message: "the period may span at most a year",
    path: ["to"],
  });
export type SettlementReportInput = z.input<typeof settlementReportInput>;

/** received: money paid on a payment; refund / payout: money the merchant sent on a completed withdrawal. */
export type SettlementDirection = "received" | "refund" | "payout";

export type SettlementRow = {
  confirmedAt: Date;
  direction: SettlementDirection;
  gateway: string;
  payCurrency: string;
  network: string;
  /** The transaction hash, or the PIX end-to-end id. */
  reference: string;
  outputIndex: number;
  /** In the pay currency's base units (satoshi, wei; centavos for PIX). */
  amountBase: bigint;
  /** Null while the payment has no stamp yet (the rates service had no rate). */
  valueBrlMinor: bigint | null;
  brlRate: string | null;
  fiatCurrency: string | null;
  valueFiatMinor: bigint | null;
  fiatRate: string | null;
  rateSource: string | null;
  rateAt: Date | null;
  invoiceId: number;
  paymentId: string;
  externalReference: string | null;
  customerName: string | null;
  customerDocument: string | null;
  /** False for money recorded but not counted toward its invoice (another network, by the merchant's policy). */
  counted: boolean;
};

export type SettlementTotal = {
  direction: SettlementDirection;
  gateway: string;
  payCurrency: string;
  payments: number;
  amountBase: bigint;
  valueBrlMinor: bigint;
  /** Payments without a stamp, left out of valueBrlMinor. */
  unpriced: number;
};

const directionSql = sql`case when i.type = 'PAYMENT' then 'received' when i.refunded_invoice_id is not null then 'refund' else 'payout' end`;

/** The period's payments: money in on payments, money out on withdrawals that completed. */
const periodPayments = (userId: number, since: string, until: string, timeZone: string) => sql`
  from invoice_payments p join invoices i on i.id = p.invoice_id
  where p.state = 'confirmed'
    and p.confirmed_at >= (${since}::date)::timestamp at time zone ${timeZone}
    and p.confirmed_at < (${until}::date + 1)::timestamp at time zone ${timeZone}
    and i.user_id = ${userId}
    and (i.type = 'PAYMENT' or i.status = 'COMPLETED')`;

export async function getSettlementReport(db: Executor, actor: Actor, input: SettlementReportInput) {
  const { from, to, timeZone } = settlementReportInput.parse(input);
  const scope = periodPayments(actor.userId, from, to, timeZone);
  const totalRows = rowsOf<{
    direction: SettlementDirection;
    gateway: string;
    pay_currency: string;
    payments: number | string;
    amount_base: string;
    value_brl_minor: string | number | null;
    unpriced: number | string;
  }>(
    await db.execute(sql`
      select ${directionSql} as direction, i.gateway, i.pay_currency, count(*) as payments,
        sum(p.amount_base)::text as amount_base, sum(p.value_brl_minor) as value_brl_minor,
        count(*) filter (where p.stamped_at is null) as unpriced
      ${scope}
      group by 1, 2, 3
      order by 1, 2, 3`),
  );
  const totals: SettlementTotal[] = totalRows.map((row) => ({
    direction: row.direction,
    gateway: row.gateway,
    payCurrency: row.pay_currency,
    payments: Number(row.payments),
    amountBase: BigInt(row.amount_base),
    valueBrlMinor: BigInt(row.value_brl_minor ?? 0),
    unpriced: countOf(row.unpriced),
  }));
  const brlOf = (direction: SettlementDirection) =>
    totals.filter((total) => total.direction === direction).reduce((sum, total) => sum + total.valueBrlMinor, 0n);
  const receivedBrlMinor = brlOf("received");
  const refundedBrlMinor = brlOf("refund");
  const paidOutBrlMinor = brlOf("payout");
  return {
    from,
    to,
    timeZone,
    totals,
    receivedBrlMinor,
    refundedBrlMinor,
    paidOutBrlMinor,
    /** Received less refunded: what the period's sales brought in. Payouts are shown apart. */
    netBrlMinor: receivedBrlMinor - refundedBrlMinor,
    unpriced: totals.reduce((sum, total) => sum + total.unpriced, 0),
  };
}

type RowRecord = {
  confirmed_at: string | Date;
  direction: SettlementDirection;
  gateway: string;
  pay_currency: string;
  network: string;
  reference: string;
  output_index: number;
  amount_base: string;
  value_brl_minor: string | number | null;
  brl_rate: string | null;
  fiat_currency: string | null;
  value_fiat_minor: string | number | null;
  fiat_rate: string | null;
  rate_source: string | null;
  rate_at: string | Date | null;
  invoice_id: number | string;
  payment_id: string;
  external_reference: string | null;
  customer_name: string | null;
  customer_document: string | null;
  counted: boolean;
};

const bigintOrNull = (value: string | number | null) => (value === null ? null : BigInt(value));

/** The period's payments, oldest first, in batches of `batchSize` (keyset on confirmed_at, id). */
export async function* settlementRows(
  db: Executor,
  actor: Actor,
  input: SettlementReportInput,
  batchSize = 1_000,
): AsyncGenerator<SettlementRow[]> {
  const { from, to, timeZone } = settlementReportInput.parse(input);
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const cursor: ReturnType<typeof sql> = after
      ? sql`and (p.confirmed_at, p.id) > (${after.at}::timestamptz, ${after.id})`
      : sql``;
    const records = rowsOf<RowRecord & { id: number | string; confirmed_at_text: string }>(
      await db.execute(sql`
        select p.id, p.confirmed_at, to_char(p.confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as confirmed_at_text,
          ${directionSql} as direction, i.gateway, i.pay_currency, p.network, p.reference, p.output_index,
          p.amount_base::text as amount_base, p.value_brl_minor, p.brl_rate, p.fiat_currency, p.value_fiat_minor, p.fiat_rate,
          p.rate_source, p.rate_at, i.id as invoice_id, i.payment_id, i.external_reference, i.customer_name,
          i.customer_document, p.counted
        ${periodPayments(actor.userId, from, to, timeZone)}
        ${cursor}
        order by p.confirmed_at, p.id
        limit ${batchSize}`),
    );
    if (records.length === 0) return;
    yield records.map((record) => ({
      confirmedAt: new Date(record.confirmed_at),
      direction: record.direction,
      gateway: record.gateway,
      payCurrency: record.pay_currency,
      network: record.network,
      reference: record.reference,
      outputIndex: Number(record.output_index),
      amountBase: BigInt(record.amount_base),
      valueBrlMinor: bigintOrNull(record.value_brl_minor),
      brlRate: record.brl_rate,
      fiatCurrency: record.fiat_currency,
      valueFiatMinor: bigintOrNull(record.value_fiat_minor),
      fiatRate: record.fiat_rate,
      rateSource: record.rate_source,
      rateAt: record.rate_at === null ? null : new Date(record.rate_at),
      invoiceId: Number(record.invoice_id),
      paymentId: record.payment_id,
      externalReference: record.external_reference,
      customerName: record.customer_name,
      customerDocument: record.customer_document,
      counted: record.counted,
    }));
    const last = records.at(-1);
    if (!last || records.length < batchSize) return;
    after = { at: last.confirmed_at_text, id: Number(last.id) };
  }
}

/** The export's columns, in order; docs/guide/dashboard-and-reports.md (Settlement report) says where each comes from. */
export const settlementCsvColumns = [
  "confirmed_at",
  "direction",
  "rail",
  "asset",
  "network",
  "reference",
  "output_index",
  "amount",
  "value_brl",
  "brl_rate",
  "fiat_currency",
  "value_fiat",
  "fiat_rate",
  "rate_source",
  "rate_at",
  "payment_id",
  "external_reference",
  "customer_name",
  "customer_document",
  "counted",
] as const;

/** Centavos as a decimal with both cents digits (89.90, 350.00), as accountants' sheets expect. */
function money(minor: bigint | null) {
  if (minor === null) return "";
  const [whole = "0", cents = ""] = formatUnits(minor, 2).split(".");
  return `${whole}.${cents.padEnd(2, "0")}`;
}

export function settlementCsvLine(row: SettlementRow): string {
  return `${[
    row.confirmedAt.toISOString(),
    row.direction,
    row.gateway,
    row.payCurrency,
    row.network,
    row.reference,
    row.outputIndex,
    formatUnits(row.amountBase, payDecimals(row.payCurrency)),
    money(row.valueBrlMinor),
    row.brlRate,
    row.fiatCurrency,
    money(row.valueFiatMinor),
    row.fiatRate,
    row.rateSource,
    row.rateAt?.toISOString(),
    row.paymentId,
    row.externalReference,
    row.customerName,
    row.customerDocument,
    row.counted,
  ]
    .map(cell)
    .join(",")}\r\n`;
}

/** The CSV as a stream: the header, then one chunk per batch of rows. */
export function settlementCsv(db: Executor, actor: Actor, input: SettlementReportInput): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = settlementRows(db, actor, input);
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${settlementCsvColumns.join(",")}\r\n`));
        return;
      }
      const next = await batches.next();
      if (next.done) return controller.close();
      controller.enqueue(encoder.encode(next.value.map(settlementCsvLine).join("")));
    },
  });
}
