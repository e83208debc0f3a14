// The stamp job: final payments left without a value (no rate was in hand when they became final)
// are stamped, oldest first. The rates are asked for before the invoice's row lock is taken, so no
// lock waits on the rates service; the stamp itself is written under the lock.
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/db/client";
import { invoicePayments } from "@/db/schema";
import { lockInvoice } from "./lifecycle/state-machine";
import { fetchRates, SAME_DAY_MS, stampFinalPayments, type PaymentRates } from "./stamp-payments";

/**
 * The invoices with final payments still unstamped that a rate of their own day can value (as
 * ratesOfItsDay decides: PIX, final within the last day, or priced in reais by a quote of their
 * day), the one whose payment became final first leading. Older payments without such a rate stay
 * unstamped for good and are not read again.
 */
async function invoicesToStamp(db: Database, params: { now: Date; limit: number }) {
  const dayAgo = new Date(params.now.getTime() - SAME_DAY_MS).toISOString();
  const rows = rowsOf<{ invoice_id: number | string; pay_currency: string; currency: string }>(
    await db.execute(sql`
      select p.invoice_id, i.pay_currency, i.currency from invoice_payments p join invoices i on i.id = p.invoice_id
      where p.state = 'confirmed' and p.stamped_at is null
        and (p.confirmed_at >= ${dayAgo}::timestamptz
          or i.gateway = 'pix'
          or (i.currency = 'BRL' and i.rate is not null
            and abs(extract(epoch from p.confirmed_at - i.rate_at)) <= ${SAME_DAY_MS / 1000}))
      group by p.invoice_id, i.pay_currency, i.currency
      order by min(p.confirmed_at), min(p.id)
      limit ${params.limit}`),
  );
  return rows.map((row) => ({ id: Number(row.invoice_id), payCurrency: row.pay_currency, currency: row.currency }));
}

export async function stampPendingPayments(db: Database, params: { now: Date; limit?: number }) {
  const toStamp = await invoicesToStamp(db, { now: params.now, limit: params.limit ?? 200 });
  // One request per pair of currencies at most, however many invoices share it.
  const ratesByPair = new Map<string, Promise<PaymentRates | null>>();
  let stamped = 0;
  for (const invoice of toStamp) {
    const pair = `${invoice.payCurrency}/${invoice.currency}`;
    if (!ratesByPair.has(pair)) ratesByPair.set(pair, fetchRates(invoice, params.now));
    // Without current rates, the payments an invoice's own quote values are still stamped.
    const rates = (await ratesByPair.get(pair)) ?? undefined;
    stamped += await db.transaction(async (tx) => {
      const locked = await lockInvoice(tx, invoice.id);
      if (!locked) return 0;
      const payments = await tx.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
      return stampFinalPayments(tx, { invoice: locked, payments, now: params.now, rates });
    });
  }
  return { invoices: toStamp.length, payments: stamped };
}
