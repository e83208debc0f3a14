import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import type { RateProvider, RateQuote } from "@/server/rates/provider";
import { applyPayments } from "./lifecycle/apply-payments";
import { stampPendingPayments } from "./stamp-job";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice, pixInvoiceValues, recordPayment } from "@/server/testing/invoices";

// A rates service that has nothing cached until it is asked: what a process sees before its first
// request to CoinGecko, or after the cache expired.
const rates = vi.hoisted(() => {
  const state = { requests: 0, cached: new Map<string, RateQuote>() };
  return state;
});
vi.mock("@/server/rates/configured-provider", () => {
  const quotes: Record<string, string> = { "BTC/BRL": "350000", "BTC/USD": "65000" };
  const provider: RateProvider = {
    name: "test",
    getRate: async (asset, fiat) => {
      rates.requests += 1;
      const quote = { rate: quotes[`${asset}/${fiat}`] ?? "1", source: "test", at: new Date("2026-11-27T12:00:00Z") };
      rates.cached.set(`${asset}/${fiat}`, quote);
      return quote;
    },
    cachedRate: (asset, fiat) => rates.cached.get(`${asset}/${fiat}`),
  };
  return { rateProvider: () => provider };
});

beforeEach(() => {
  rates.requests = 0;
  rates.cached.clear();
});

const now = new Date("2026-11-27T12:30:00Z");

const paymentsOf = async (invoiceId: number) => {
  const db = await getDb();
  return db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(invoicePayments.id);
};

describe("stamping without holding a lock across a request", () => {
  it("leaves a crypto payment unstamped under the invoice's lock when no rate is cached, and makes no request", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", confirmedAt: new Date("2026-11-27T12:10:00Z") });
    await db.transaction((tx) => applyPayments(tx, { invoiceId: invoice.id, now }));
    expect(rates.requests).toBe(0);
    expect((await paymentsOf(invoice.id))[0]?.stampedAt).toBeNull();
  });

  it("stamps under the lock at once when the rate is cached", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id });
    rates.cached.set("BTC/BRL", { rate: "340000", source: "test", at: new Date("2026-11-27T12:00:00Z") });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", confirmedAt: new Date("2026-11-27T12:10:00Z") });
    await db.transaction((tx) => applyPayments(tx, { invoiceId: invoice.id, now }));
    expect(rates.requests).toBe(0);
    expect((await paymentsOf(invoice.id))[0]).toMatchObject({ valueBrlMinor: 34000n, brlRate: "340000" });
  });

  it("the stamp job asks for the rate once per pair of currencies and stamps what the lock left", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const first = await insertTestInvoice(db, { userId: merchant.id });
    const second = await insertTestInvoice(db, { userId: merchant.id });
    await recordPayment(db, { invoiceId: first.id, amountBase: "100000", confirmedAt: new Date("2026-11-27T12:10:00Z") });
    await recordPayment(db, { invoiceId: second.id, amountBase: "50000", confirmedAt: new Date("2026-11-27T12:11:00Z") });
    await stampPendingPayments(db, { now });
    expect(rates.requests).toBe(1);
    expect((await paymentsOf(first.id))[0]).toMatchObject({ valueBrlMinor: 35000n, rateSource: "test" });
    expect((await paymentsOf(second.id))[0]).toMatchObject({ valueBrlMinor: 17500n, rateSource: "test" });
  });

  it("the stamp job takes the payment that became final first, whatever the order of the invoices", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const newer = await insertTestInvoice(db, { userId: merchant.id });
    const older = await insertTestInvoice(db, { userId: merchant.id });
    await recordPayment(db, { invoiceId: newer.id, amountBase: "100000", confirmedAt: new Date("2026-11-27T12:20:00Z") });
    await recordPayment(db, { invoiceId: older.id, amountBase: "100000", confirmedAt: new Date("2026-11-27T12:05:00Z") });
    await stampPendingPayments(db, { now, limit: 1 });
    expect((await paymentsOf(older.id))[0]?.stampedAt).toEqual(now);
    expect((await paymentsOf(newer.id))[0]?.stampedAt).toBeNull();
  });

  it("the stamp job only stamps: it writes no new version of the invoice", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", confirmedAt: new Date("2026-11-27T12:10:00Z") });
    await stampPendingPayments(db, { now });
    expect((await paymentsOf(invoice.id))[0]?.stampedAt).toEqual(now);
    const [after] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.version).toBe(invoice.version);
    expect(after?.status).toBe(invoice.status);
  });

  it("stamps an old payment at its invoice's own quote of its day, in reais, without asking for a rate", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, rate: "300000", rateSource: "coingecko", rateAt: new Date("2026-10-01T11:50:00Z") });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", confirmedAt: new Date("2026-10-01T12:10:00Z") });
    await db.transaction((tx) => applyPayments(tx, { invoiceId: invoice.id, now }));
    expect(rates.requests).toBe(0);
    expect((await paymentsOf(invoice.id))[0]).toMatchObject({ valueBrlMinor: 30000n, brlRate: "300000", fiatRate: "300000", rateSource: "coingecko", rateAt: new Date("2026-10-01T11:50:00Z") });
  });

  it("leaves an old payment unstamped when no rate of its day is known, even with today's rate at hand", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    // Priced in dollars: the quote has no rate in reais beside it.
    const inDollars = await insertTestInvoice(db, { userId: merchant.id, currency: "USD", rateAt: new Date("2026-10-01T11:50:00Z") });
    // Priced in reais, but quoted days before the payment came.
    const quotedEarlier = await insertTestInvoice(db, { userId: merchant.id, rateAt: new Date("2026-09-25T11:50:00Z") });
    for (const invoice of [inDollars, quotedEarlier]) {
      await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", confirmedAt: new Date("2026-10-01T12:10:00Z") });
    }
    rates.cached.set("BTC/BRL", { rate: "340000", source: "test", at: now });
    rates.cached.set("BTC/USD", { rate: "65000", source: "test", at: now });
    for (const invoice of [inDollars, quotedEarlier]) {
      await db.transaction((tx) => applyPayments(tx, { invoiceId: invoice.id, now }));
    }
    await stampPendingPayments(db, { now });
    expect((await paymentsOf(inDollars.id))[0]?.stampedAt).toBeNull();
    expect((await paymentsOf(quotedEarlier.id))[0]?.stampedAt).toBeNull();
  });

  it("stamps an old PIX payment at rate 1, whatever its day", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, ...pixInvoiceValues("8990") });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "8990", network: "pix", confirmedAt: new Date("2026-09-01T12:00:00Z") });
    await stampPendingPayments(db, { now });
    expect((await paymentsOf(invoice.id))[0]).toMatchObject({ valueBrlMinor: 8990n, rateSource: "pix" });
  });
});
