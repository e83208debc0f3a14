// The accountant's stamp of a final payment: its value in reais and in the invoice's fiat currency,
// the rates, their source and time, written once in the transaction that sees the payment final
// (under the invoice's row lock), with the money added to the merchant's totals (payment-totals.ts).
import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";
import type { Invoice, InvoicePayment } from "@/db/schema";
import { rateProvider } from "@/server/rates/configured-provider";
import type { RateQuote } from "@/server/rates/provider";
import { isAssetCode } from "@/vocabulary/assets";
import { AppError } from "@/kernel/errors";
import { logger } from "@/kernel/logger";
import { fiatCurrencies, fiatValue, type FiatCurrency } from "@/kernel/money";
import { payDecimals } from "@/vocabulary/assets";
import { addToPaymentTotals } from "./payment-totals";

export type PaymentRates = {
  brlRate: string;
  fiatCurrency: string;
  fiatRate: string;
  source: string;
  at: Date;
};

const isFiatCurrency = (code: string): code is FiatCurrency => (fiatCurrencies as readonly string[]).includes(code);

/** A PIX payment is reais already (rate 1); the invoice's currency is BRL too. */
const pixRates = (invoice: Pick<Invoice, "currency">, now: Date): PaymentRates => ({
  brlRate: "1",
  fiatCurrency: invoice.currency,
  fiatRate: "1",
  source: "pix",
  at: now,
});

const ratesOf = (invoice: Pick<Invoice, "currency">, brl: RateQuote, fiat: RateQuote): PaymentRates => ({
  brlRate: brl.rate,
  fiatCurrency: invoice.currency,
  fiatRate: fiat.rate,
  source: brl.source,
  at: brl.at,
});

/**
 * The rates that value an invoice's payments with what is in hand, without a request: PIX at rate
 * 1, crypto at the rates service's fresh cached rates. For use under the invoice's row lock, which
 * must not wait on the network; null leaves the payment to the stamp job.
 */
export function ratesInHand(invoice: Pick<Invoice, "payCurrency" | "currency">, now: Date): PaymentRates | null {
  if (!isAssetCode(invoice.payCurrency)) return pixRates(invoice, now);
  if (!isFiatCurrency(invoice.currency)) return null;
  const provider = rateProvider();
  const brl = provider.cachedRate(invoice.payCurrency, "BRL");
  const fiat = invoice.currency === "BRL" ? brl : provider.cachedRate(invoice.payCurrency, invoice.currency);
  return brl && fiat ? ratesOf(invoice, brl, fiat) : null;
}

/**
 * The rates that value an invoice's payments now, asked of the rates service (which may make a
 * request): never called under a row lock. Null when the service has no rate.
 */
export async function fetchRates(invoice: Pick<Invoice, "payCurrency" | "currency">, now: Date): Promise<PaymentRates | null> {
  if (!isAssetCode(invoice.payCurrency)) return pixRates(invoice, now);
  if (!isFiatCurrency(invoice.currency)) return null;
  try {
    const provider = rateProvider();
    const brl = await provider.getRate(invoice.payCurrency, "BRL");
    const fiat = invoice.currency === "BRL" ? brl : await provider.getRate(invoice.payCurrency, invoice.currency);
    return ratesOf(invoice, brl, fiat);
  } catch (error) {
    // Whatever went wrong with the rates, the payment itself is recorded: only its stamp waits.
    if (!(error instanceof AppError && error.code === "rate_unavailable")) {
      logger.warn("rates service failed while stamping a payment", { error: error instanceof Error ? error.message : String(error) });
    }
    return null;
  }
}

/** The payment's value at the rates, rounded down: the stamp never claims more than the money is worth. */
export function stampOf(params: { amountBase: bigint; decimals: number; rates: PaymentRates }) {
  const { amountBase, decimals, rates } = params;
  return {
    valueBrlMinor: fiatValue(amountBase, rates.brlRate, decimals),
    valueFiatMinor: fiatValue(amountBase, rates.fiatRate, decimals),
  };
}

/** How far from a payment becoming final a rate still counts as the rate of its day. */
export const SAME_DAY_MS = 24 * 3_600_000;

/**
 * The rates a payment is stamped at, only ever those of its own day: PIX at rate 1 whenever it
 * came; the current rates for a payment that became final within the last day; for an older one,
 * the invoice's own quote when it was taken within a day of the payment and in reais (a quote in
 * another currency has no BRL rate beside it). Null otherwise: the payment stays unstamped, and
 * the report shows it without a value rather than at another day's rate (docs/decisions.md).
 */
export function ratesOfItsDay(params: {
  invoice: Pick<Invoice, "currency" | "rate" | "rateSource" | "rateAt">;
  payment: Pick<InvoicePayment, "confirmedAt">;
  current: PaymentRates | null;
  now: Date;
}): PaymentRates | null {
  const { invoice, payment, current, now } = params;
  if (current?.source === "pix") return current;
  const finalAt = (payment.confirmedAt ?? now).getTime();
  // Final within the day: today's rates in hand or nothing (the stamp job asks for them).
  if (now.getTime() - finalAt <= SAME_DAY_MS) return current;
  if (invoice.currency !== "BRL" || !invoice.rate || !invoice.rateAt) return null;
  if (Math.abs(finalAt - invoice.rateAt.getTime()) > SAME_DAY_MS) return null;
  return { brlRate: invoice.rate, fiatCurrency: "BRL", fiatRate: invoice.rate, source: invoice.rateSource ?? "invoice", at: invoice.rateAt };
}

/**
 * Stamps the invoice's final payments that have no stamp yet (the caller holds the invoice's row
 * lock), each at the rates of its own day (ratesOfItsDay), and adds each to the merchant's hourly
 * totals in the same transaction. Returns how many. Without rates given, only the rates in hand are
 * used: the lock is never held across a request, and a crypto payment without a cached rate waits
 * for the stamp job (stamp-job.ts).
 */
export async function stampFinalPayments(
  tx: Executor,
  params: { invoice: Invoice; payments: InvoicePayment[]; now: Date; rates?: PaymentRates },
): Promise<number> {
  const { invoice, now } = params;
  const unstamped = params.payments.filter((payment) => payment.state === "confirmed" && !payment.stampedAt);
  if (unstamped.length === 0) return 0;
  const current = params.rates ?? ratesInHand(invoice, now);
  const decimals = payDecimals(invoice.payCurrency);
  const stamps = unstamped.flatMap((payment) => {
    const rates = ratesOfItsDay({ invoice, payment, current, now });
    if (!rates) return [];
    const amountBase = BigInt(payment.amountBase);
    return [{ payment, rates, amountBase, ...stampOf({ amountBase, decimals, rates }) }];
  });
  if (stamps.length === 0) return 0;
  const values = sql.join(
    stamps.map(
      ({ payment, rates, valueBrlMinor, valueFiatMinor }) =>
        sql`(${payment.id}::bigint, ${valueBrlMinor.toString()}::bigint, ${rates.brlRate}::text, ${rates.fiatCurrency}::text,
          ${valueFiatMinor.toString()}::bigint, ${rates.fiatRate}::text, ${rates.source}::text, ${rates.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  // One statement for all of them; a payment stamped meanwhile (or no longer final) is left as it is.
  const written = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      update invoice_payments p set value_brl_minor = v.value_brl_minor, brl_rate = v.brl_rate,
        fiat_currency = v.fiat_currency, value_fiat_minor = v.value_fiat_minor, fiat_rate = v.fiat_rate,
        rate_source = v.rate_source, rate_at = v.rate_at, stamped_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, value_brl_minor, brl_rate, fiat_currency, value_fiat_minor, fiat_rate, rate_source, rate_at)
      where p.id = v.id and p.invoice_id = ${invoice.id} and p.state = 'confirmed' and p.stamped_at is null
      returning p.id`),
  );
  const writtenIds = new Set(written.map((row) => Number(row.id)));
  const added = stamps.filter((stamp) => writtenIds.has(stamp.payment.id));
  await addToPaymentTotals(tx, {
    invoice,
    payments: added.map((stamp) => ({ at: stamp.payment.confirmedAt ?? now, amountBase: stamp.amountBase, valueBrlMinor: stamp.valueBrlMinor })),
  });
  return added.length;
}
