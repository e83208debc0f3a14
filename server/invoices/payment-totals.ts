// The home page's money per merchant, hour (UTC) and São Paulo day, by rail, type and pay currency:
// added to in the transaction that stamps final payments (stamp-payments.ts), one statement per
// table however many payments the stamp values.
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { paymentDailyTotals, paymentHourlyTotals, type Invoice } from "@/db/schema";
import { defaultTimeZone } from "@/kernel/locales";

export type StampedMoney = {
  /** When the payment became final: the hour and day it counts in. */
  at: Date;
  amountBase: bigint;
  valueBrlMinor: bigint;
};

const startOfHour = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/** The day the home page's weeks and months count in (São Paulo), YYYY-MM-DD. */
const reportingDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: defaultTimeZone, year: "numeric", month: "2-digit", day: "2-digit" });

type Sum = { payments: number; amountBase: bigint; valueBrlMinor: bigint };

/** The payments summed per key: one row per key, as one INSERT … ON CONFLICT must have. */
function sumBy<K>(payments: StampedMoney[], keyOf: (at: Date) => K, textOf: (key: K) => string) {
  const sums = new Map<string, { key: K } & Sum>();
  for (const payment of payments) {
    const key = keyOf(payment.at);
    const entry = sums.get(textOf(key)) ?? { key, payments: 0, amountBase: 0n, valueBrlMinor: 0n };
    entry.payments += 1;
    entry.amountBase += payment.amountBase;
    entry.valueBrlMinor += payment.valueBrlMinor;
    sums.set(textOf(key), entry);
  }
  return [...sums.values()];
}

/** Adds the invoice's newly stamped payments to its merchant's hours and São Paulo days. */
export async function addToPaymentTotals(
  tx: Executor,
  params: { invoice: Pick<Invoice, "userId" | "gateway" | "type" | "payCurrency">; payments: StampedMoney[] },
) {
  const { invoice, payments } = params;
  if (payments.length === 0) return;
  const key = { userId: invoice.userId, gateway: invoice.gateway, type: invoice.type, payCurrency: invoice.payCurrency };
  const valuesOf = (sum: Sum) => ({ ...key, payments: sum.payments, amountBase: sum.amountBase.toString(), valueBrlMinor: sum.valueBrlMinor });
  const hours = sumBy(payments, startOfHour, (hour) => hour.toISOString());
  await tx
    .insert(paymentHourlyTotals)
    .values(hours.map((sum) => ({ ...valuesOf(sum), hour: sum.key })))
    .onConflictDoUpdate({
      target: [paymentHourlyTotals.userId, paymentHourlyTotals.hour, paymentHourlyTotals.gateway, paymentHourlyTotals.type, paymentHourlyTotals.payCurrency],
      set: {
        payments: sql`${paymentHourlyTotals.payments} + excluded.payments`,
        amountBase: sql`${paymentHourlyTotals.amountBase} + excluded.amount_base`,
        valueBrlMinor: sql`${paymentHourlyTotals.valueBrlMinor} + excluded.value_brl_minor`,
      },
    });
  const days = sumBy(payments, (at) => reportingDayFormat.format(at), (day) => day);
  await tx
    .insert(paymentDailyTotals)
    .values(days.map((sum) => ({ ...valuesOf(sum), day: sum.key })))
    .onConflictDoUpdate({
      target: [paymentDailyTotals.userId, paymentDailyTotals.day, paymentDailyTotals.gateway, paymentDailyTotals.type, paymentDailyTotals.payCurrency],
      set: {
        payments: sql`${paymentDailyTotals.payments} + excluded.payments`,
        amountBase: sql`${paymentDailyTotals.amountBase} + excluded.amount_base`,
        valueBrlMinor: sql`${paymentDailyTotals.valueBrlMinor} + excluded.value_brl_minor`,
      },
    });
}
