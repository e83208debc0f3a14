// The stamp job: final payments left without a value (no rate was in hand when they became final)
// are stamped, oldest first. The rates are asked for before the invoice's row lock is taken, so no
// lock waits on the rates service; the stamp itself is written under the lock.
import { eq, sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { lockInvoice } from "./lifecycle/state-machine";
import { fetchRates, stampFinalPayments, type PaymentRates } from "./stamp-payments";

/** The invoices with final payments still unstamped, the one whose payment became final first leading. */
async function invoicesToStamp(db: Database, limit: number): Promise<number[]> {
  const rows = rowsOf<{ invoice_id: number | string }>(
    await db.execute(sql`
      select invoice_id from invoice_payments
      where state = 'confirmed' and stamped_at is null
      group by invoice_id
      order by min(confirmed_at), min(id)
      limit ${limit}`),
  );
  return rows.map((row) => Number(row.invoice_id));
}

export async function stampPendingPayments(db: Database, params: { now: Date; limit?: number }) {
  const invoiceIds = await invoicesToStamp(db, params.limit ?? 200);
  // One request per pair of currencies at most, however many invoices share it.
  const ratesByPair = new Map<string, Promise<PaymentRates | null>>();
  let stamped = 0;
  for (const invoiceId of invoiceIds) {
    const [invoice] = await db
      .select({ payCurrency: invoices.payCurrency, currency: invoices.currency })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    if (!invoice) continue;
    const pair = `${invoice.payCurrency}/${invoice.currency}`;
    if (!ratesByPair.has(pair)) ratesByPair.set(pair, fetchRates(invoice, params.now));
    const rates = await ratesByPair.get(pair);
    if (!rates) continue;
    stamped += await db.transaction(async (tx) => {
      const locked = await lockInvoice(tx, invoiceId);
      if (!locked) return 0;
      const payments = await tx.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
      return stampFinalPayments(tx, { invoice: locked, payments, now: params.now, rates });
    });
  }
  return { invoices: invoiceIds.length, payments: stamped };
}
