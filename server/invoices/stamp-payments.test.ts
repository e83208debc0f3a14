import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, paymentDailyTotals, paymentHourlyTotals } from "@/db/schema";
import { applyPayments } from "./lifecycle/apply-payments";
import { stampPendingPayments } from "./stamp-job";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice, pixInvoiceValues, recordPayment } from "@/server/testing/invoices";

// The tests' rates are the static defaults: BTC = 350000 BRL = 65000 USD; USDT = 5.40 BRL.
const apply = async (invoiceId: number, now = new Date()) => {
  const db = await getDb();
  return db.transaction((tx) => applyPayments(tx, { invoiceId, now }));
};

const paymentsOf = async (invoiceId: number) => {
  const db = await getDb();
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(invoicePayments.id);
};

describe("payment stamps", () => {
  it("stamps a final crypto payment with its value in reais and in the invoice's currency, rounded down", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, currency: "USD", amountDueBase: "12345" });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "12345", reference: "0xabc" });
    await apply(invoice.id);
    const [payment] = await paymentsOf(invoice.id);
    // 0.00012345 BTC × 350000 = 43.2075 BRL -> R$ 43.20; × 65000 = 8.02425 USD -> US$ 8.02.
    expect(payment).toMatchObject({
      reference: "0xabc",
      valueBrlMinor: 4320n,
      brlRate: "350000",
      fiatCurrency: "USD",
      valueFiatMinor: 802n,
      fiatRate: "65000",
      rateSource: "static",
    });
    expect(payment?.rateAt).toBeInstanceOf(Date);
    expect(payment?.stampedAt).toBeInstanceOf(Date);
  });

  it("leaves a pending payment unstamped and stamps it once, when it becomes final", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", state: "pending", reference: "tx-p" });
    await apply(invoice.id);
    expect((await paymentsOf(invoice.id))[0]?.stampedAt).toBeNull();
    await db
      .update(invoicePayments)
      .set({ state: "confirmed", confirmedAt: new Date() })
      .where(eq(invoicePayments.reference, "tx-p"));
    await apply(invoice.id);
    const [first] = await paymentsOf(invoice.id);
    expect(first?.valueBrlMinor).toBe(35000n);
    await apply(invoice.id, new Date(Date.now() + 3_600_000));
    const [again] = await paymentsOf(invoice.id);
    expect(again?.stampedAt).toEqual(first?.stampedAt);
    const totals = await db.select().from(paymentHourlyTotals).where(eq(paymentHourlyTotals.userId, merchant.id));
    expect(totals).toHaveLength(1);
    expect(totals[0]).toMatchObject({ payments: 1, amountBase: "100000", valueBrlMinor: 35000n, gateway: "crypto" });
  });

  it("stamps a PIX payment at rate 1 with its end-to-end id as the reference", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, ...pixInvoiceValues("8990") });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "8990", network: "pix", reference: "E12345678202611271403abcdef" });
    await apply(invoice.id);
    const [payment] = await paymentsOf(invoice.id);
    expect(payment).toMatchObject({
      valueBrlMinor: 8990n,
      valueFiatMinor: 8990n,
      brlRate: "1",
      fiatRate: "1",
      fiatCurrency: "BRL",
      rateSource: "pix",
      reference: "E12345678202611271403abcdef",
    });
  });

  it("adds payments of one hour into one row of totals, and the stamp job stamps what was left", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const hour = new Date("2026-11-20T15:00:00Z");
    const first = await insertTestInvoice(db, { userId: merchant.id });
    const second = await insertTestInvoice(db, { userId: merchant.id });
    const soon = new Date(hour.getTime() + 3_600_000);
    await recordPayment(db, { invoiceId: first.id, amountBase: "100000", confirmedAt: new Date(hour.getTime() + 60_000) });
    await apply(first.id, soon);
    await recordPayment(db, { invoiceId: second.id, amountBase: "50001", confirmedAt: new Date(hour.getTime() + 3_599_000) });
    await stampPendingPayments(db, { now: soon });
    const totals = await db.select().from(paymentHourlyTotals).where(eq(paymentHourlyTotals.userId, merchant.id));
    // 0.001 BTC = R$ 350.00; 0.00050001 BTC = R$ 175.0035 -> R$ 175.00.
    expect(totals).toEqual([
      expect.objectContaining({ hour, payments: 2, amountBase: "150001", valueBrlMinor: 52500n, payCurrency: "BTC" }),
    ]);
    expect((await paymentsOf(second.id))[0]?.valueBrlMinor).toBe(17500n);
  });

  it("stamps an invoice's several payments together, summing those of one hour and one day into one row each", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    // 22:10 and 22:50 on the 20th in São Paulo (01:10 and 01:50 UTC on the 21st), then 01:05 on the 21st.
    const soon = new Date("2026-11-21T05:00:00Z");
    const invoice = await insertTestInvoice(db, { userId: merchant.id, amountDueBase: "300000" });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", confirmedAt: new Date("2026-11-21T01:10:00Z") });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", confirmedAt: new Date("2026-11-21T01:50:00Z") });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "50001", confirmedAt: new Date("2026-11-21T04:05:00Z") });
    // Totals already there for the first hour: added to, not replaced.
    await db.insert(paymentHourlyTotals).values({
      userId: merchant.id,
      hour: new Date("2026-11-21T01:00:00Z"),
      gateway: "crypto",
      type: "PAYMENT",
      payCurrency: "BTC",
      payments: 1,
      amountBase: "1",
      valueBrlMinor: 1n,
    });
    await apply(invoice.id, soon);
    expect((await paymentsOf(invoice.id)).map((payment) => payment.valueBrlMinor)).toEqual([35000n, 35000n, 17500n]);
    const hours = await db.select().from(paymentHourlyTotals).where(eq(paymentHourlyTotals.userId, merchant.id)).orderBy(paymentHourlyTotals.hour);
    expect(hours.map((row) => [row.hour.toISOString(), row.payments, row.amountBase, row.valueBrlMinor])).toEqual([
      ["2026-11-21T01:00:00.000Z", 3, "200001", 70001n],
      ["2026-11-21T04:00:00.000Z", 1, "50001", 17500n],
    ]);
    const days = await db.select().from(paymentDailyTotals).where(eq(paymentDailyTotals.userId, merchant.id)).orderBy(paymentDailyTotals.day);
    expect(days.map((row) => [row.day, row.payments, row.amountBase, row.valueBrlMinor])).toEqual([
      ["2026-11-20", 2, "200000", 70000n],
      ["2026-11-21", 1, "50001", 17500n],
    ]);
  });
});
