import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { applyPayments } from "@/server/invoices/lifecycle/apply-payments";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice, recordPayment } from "@/server/testing/invoices";
import { bucketStarts, getHomeFigures } from "./home-figures";

// Static rates of the tests: BTC = R$ 350000, USDT = R$ 5.40. São Paulo is UTC-3 all year.
const now = new Date("2026-11-20T12:00:00Z");

async function paid(params: { userId: number; confirmedAt: string; amountBase: string; values?: Record<string, unknown> }) {
  const db = await getDb();
  const invoice = await insertTestInvoice(db, {
    userId: params.userId,
    amountDueBase: params.amountBase,
    expiresAt: new Date(now.getTime() + 3_600_000),
    ...params.values,
  });
  await recordPayment(db, { invoiceId: invoice.id, amountBase: params.amountBase, seenAt: new Date(params.confirmedAt) });
  return db.transaction((tx) => applyPayments(tx, { invoiceId: invoice.id, now: new Date(params.confirmedAt) }));
}

/** A withdrawal (a refund of `refundOf`, else a payout) with one send, final at confirmedAt. */
async function sentWithdrawal(params: { userId: number; refundOf?: number; amountBase: string; amountDueBase?: string; confirmedAt: string }) {
  const db = await getDb();
  const withdrawal = await insertTestInvoice(db, {
    userId: params.userId,
    type: "WITHDRAWAL",
    status: "AWAITING_PAYMENT",
    amountDueBase: params.amountDueBase ?? params.amountBase,
    refundedInvoiceId: params.refundOf ?? null,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  await recordPayment(db, { invoiceId: withdrawal.id, amountBase: params.amountBase, confirmedAt: new Date(params.confirmedAt) });
  return db.transaction((tx) => applyPayments(tx, { invoiceId: withdrawal.id, now }));
}

const pix = { gateway: "pix", payCurrency: "BRL", payAddress: null, rate: null, rateSource: null, rateAt: null } as const;

async function merchantWithPayments() {
  const db = await getDb();
  const merchant = await insertMerchant(db);
  const userId = merchant.id;
  // 23:30 on the 19th in São Paulo, 02:30 on the 20th in UTC: 0.001 BTC = R$ 350.00.
  const btc = await paid({ userId, confirmedAt: "2026-11-20T02:30:00Z", amountBase: "100000" });
  // Midnight of the 20th in São Paulo exactly: R$ 89.90 by PIX.
  await paid({ userId, confirmedAt: "2026-11-20T03:00:00Z", amountBase: "8990", values: pix });
  // 10 USDT on TRON on the 20th: R$ 54.00.
  await paid({ userId, confirmedAt: "2026-11-20T11:59:00Z", amountBase: "10000000", values: { payCurrency: "USDTTRON" } });
  // 23:00 on 31 October in São Paulo, 1 November in UTC: R$ 12.34 by PIX.
  await paid({ userId, confirmedAt: "2026-11-01T02:00:00Z", amountBase: "1234", values: pix });
  // A refund sent on the 20th: 0.0002 BTC = R$ 70.00.
  await sentWithdrawal({ userId, refundOf: btc.id, amountBase: "20000", confirmedAt: "2026-11-20T10:00:00Z" });
  // A refund sent at 23:59 on the 19th in São Paulo (02:59 UTC on the 20th): 0.0001 BTC, another day.
  await sentWithdrawal({ userId, refundOf: btc.id, amountBase: "10000", confirmedAt: "2026-11-20T02:59:00Z" });
  // A refund half sent on the 20th: not completed, nothing refunded yet.
  await sentWithdrawal({ userId, refundOf: btc.id, amountBase: "5000", amountDueBase: "30000", confirmedAt: "2026-11-20T10:30:00Z" });
  // A payout (no payment refunded) sent on the 20th: 0.0003 BTC, not a refund.
  await sentWithdrawal({ userId, amountBase: "30000", confirmedAt: "2026-11-20T11:00:00Z" });
  return merchant;
}

const actorOf = (userId: number) => ({ userId, role: "merchant" as const });
const simplify = (buckets: { start: string; gateway: string; payCurrency: string; valueBrlMinor: bigint; payments: number }[]) =>
  buckets.map((bucket) => `${bucket.start} ${bucket.gateway} ${bucket.payCurrency} ${bucket.payments} ${bucket.valueBrlMinor}`);

describe("the home page's figures", () => {
  it("sums money per São Paulo day by rail and asset, midnight at 03:00 UTC", async () => {
    const db = await getDb();
    const merchant = await merchantWithPayments();
    const figures = await getHomeFigures(db, actorOf(merchant.id), { period: "day", now });
    expect(simplify(figures.received)).toEqual([
      "2026-10-31 pix BRL 1 1234",
      "2026-11-19 crypto BTC 1 35000",
      "2026-11-20 crypto USDTTRON 1 5400",
      "2026-11-20 pix BRL 1 8990",
    ]);
    // Only the completed refund of the 20th: not the one of the 19th, the half-sent one or the payout.
    expect(figures.refunded).toEqual({ valueBrlMinor: 7000n, unpriced: 0 });
    expect(figures.received.find((bucket) => bucket.payCurrency === "USDTTRON")?.amountBase).toBe("10000000");
  });

  it("counts the week's completed refunds, the one of Thursday the 19th included", async () => {
    const db = await getDb();
    const merchant = await merchantWithPayments();
    const figures = await getHomeFigures(db, actorOf(merchant.id), { period: "week", now });
    expect(figures.refunded).toEqual({ valueBrlMinor: 7000n + 3500n, unpriced: 0 });
  });

  it("puts the same payments in other days in another zone", async () => {
    const db = await getDb();
    const merchant = await merchantWithPayments();
    const figures = await getHomeFigures(db, actorOf(merchant.id), { period: "day", timeZone: "UTC", now });
    expect(simplify(figures.received)).toEqual([
      "2026-11-01 pix BRL 1 1234",
      "2026-11-20 crypto BTC 1 35000",
      "2026-11-20 crypto USDTTRON 1 5400",
      "2026-11-20 pix BRL 1 8990",
    ]);
  });

  it("sums weeks from Monday and months in the zone", async () => {
    const db = await getDb();
    const merchant = await merchantWithPayments();
    const weeks = await getHomeFigures(db, actorOf(merchant.id), { period: "week", now });
    expect(simplify(weeks.received)).toEqual([
      "2026-10-26 pix BRL 1 1234",
      "2026-11-16 crypto BTC 1 35000",
      "2026-11-16 crypto USDTTRON 1 5400",
      "2026-11-16 pix BRL 1 8990",
    ]);
    const months = await getHomeFigures(db, actorOf(merchant.id), { period: "month", now });
    expect(simplify(months.received)).toEqual([
      "2026-10-01 pix BRL 1 1234",
      "2026-11-01 crypto BTC 1 35000",
      "2026-11-01 crypto USDTTRON 1 5400",
      "2026-11-01 pix BRL 1 8990",
    ]);
  });

  it("leaves out money older than the chart and another merchant's", async () => {
    const db = await getDb();
    const merchant = await merchantWithPayments();
    const other = await insertMerchant(db);
    await paid({ userId: other.id, confirmedAt: "2026-11-20T05:00:00Z", amountBase: "100000" });
    await paid({ userId: merchant.id, confirmedAt: "2026-10-22T02:59:00Z", amountBase: "100000" });
    const figures = await getHomeFigures(db, actorOf(merchant.id), { period: "day", now });
    // The chart's 30 days start at midnight of 22 October in São Paulo (03:00 UTC).
    expect(figures.received.map((bucket) => bucket.start)[0]).toBe("2026-10-31");
    expect(figures.received.reduce((sum, bucket) => sum + bucket.valueBrlMinor, 0n)).toBe(1234n + 35000n + 5400n + 8990n);
  });

  it("counts paid against expired, and lists what needs attention", async () => {
    const db = await getDb();
    const merchant = await merchantWithPayments();
    await insertTestInvoice(db, { userId: merchant.id, status: "EXPIRED" });
    await paid({ userId: merchant.id, confirmedAt: "2026-11-20T05:00:00Z", amountBase: "100001", values: { amountDueBase: "100000" } });
    const partial = await insertTestInvoice(db, { userId: merchant.id, expiresAt: new Date(Date.now() + 3_600_000) });
    await recordPayment(db, { invoiceId: partial.id, amountBase: "10" });
    await db.transaction((tx) => applyPayments(tx, { invoiceId: partial.id }));
    const figures = await getHomeFigures(db, actorOf(merchant.id), { now });
    expect(figures).toMatchObject({ paidCount: 5, expiredCount: 1, paidShareBps: 8333 });
    // The half-sent refund of the fixture is still pending.
    expect(figures.attention).toMatchObject({ partiallyPaid: 1, overpaid: 1, paidLate: 0, refundsPending: 1, webhookFailing: false });
    expect(figures.attention.invoices.map((invoice) => invoice.id)).toContain(partial.id);
    expect(figures.recent[0]?.id).toBe(partial.id);
  });

  it("names the chart's buckets in the zone: 30 days, 12 weeks from Monday, 12 months", () => {
    // 01:00 UTC on the 20th is still the 19th in São Paulo.
    const early = new Date("2026-11-20T01:00:00Z");
    const days = bucketStarts({ period: "day", timeZone: "America/Sao_Paulo", now: early });
    expect([days.length, days[0], days.at(-1)]).toEqual([30, "2026-10-21", "2026-11-19"]);
    const weeks = bucketStarts({ period: "week", timeZone: "America/Sao_Paulo", now });
    expect([weeks.length, weeks[0], weeks.at(-1)]).toEqual([12, "2026-08-31", "2026-11-16"]);
    const months = bucketStarts({ period: "month", timeZone: "America/Sao_Paulo", now });
    expect([months.length, months[0], months.at(-1)]).toEqual([12, "2025-12-01", "2026-11-01"]);
  });
});
