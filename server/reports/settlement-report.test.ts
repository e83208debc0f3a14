import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import { applyPayments } from "@/server/invoices/lifecycle/apply-payments";
import { getSettlementReport, settlementCsv, settlementCsvColumns, settlementRows, type SettlementRow } from "./settlement-report";
import { monthOf, readSettlementPage } from "./settlement-page";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice, recordPayment } from "@/server/testing/invoices";

// Static rates of the tests: BTC = R$ 350000 = US$ 65000; USDT = R$ 5.40. São Paulo is UTC-3.
const pix = { gateway: "pix", payCurrency: "BRL", payAddress: null, rate: null, rateSource: null, rateAt: null } as const;
const far = new Date("2030-01-01T00:00:00Z");

async function withPayments(params: {
  userId: number;
  payments: { amountBase: string; at: string }[];
  values?: Record<string, unknown>;
}) {
  const db = await getDb();
  const invoice = await insertTestInvoice(db, { userId: params.userId, expiresAt: far, ...params.values });
  let updated = invoice;
  // Each payment is applied when it comes, as a watcher does: it is stamped at the rate of its day.
  for (const payment of params.payments) {
    await recordPayment(db, { invoiceId: invoice.id, amountBase: payment.amountBase, seenAt: new Date(payment.at) });
    updated = await db.transaction((tx) => applyPayments(tx, { invoiceId: invoice.id, now: new Date(payment.at) }));
  }
  return updated;
}

async function november() {
  const db = await getDb();
  const merchant = await insertMerchant(db);
  const userId = merchant.id;
  // Two BTC payments of one invoice, priced in USD: 0.0006 + 0.00040001 BTC.
  const btc = await withPayments({
    userId,
    values: { currency: "USD", amountDueBase: "100001" },
    payments: [
      { amountBase: "60000", at: "2026-11-01T03:00:00Z" },
      { amountBase: "40001", at: "2026-11-10T15:00:00Z" },
    ],
  });
  // 10.5 USDT on TRON.
  await withPayments({ userId, values: { payCurrency: "USDTTRON", amountDueBase: "10500000" }, payments: [{ amountBase: "10500000", at: "2026-11-15T12:00:00Z" }] });
  // PIX R$ 89.90 and R$ 0.01, the last one minute before December in São Paulo.
  await withPayments({ userId, values: pix, payments: [{ amountBase: "8990", at: "2026-11-20T10:00:00Z" }] });
  await withPayments({ userId, values: { ...pix, amountDueBase: "1" }, payments: [{ amountBase: "1", at: "2026-12-01T02:59:00Z" }] });
  // Outside the month: a minute before November in São Paulo, and December.
  await withPayments({ userId, values: pix, payments: [{ amountBase: "5000", at: "2026-11-01T02:59:00Z" }] });
  await withPayments({ userId, values: pix, payments: [{ amountBase: "7000", at: "2026-12-01T03:00:00Z" }] });
  // A refund of 0.0002 BTC completed, and one whose send is still unconfirmed (not in the report).
  await withPayments({
    userId,
    values: { type: "WITHDRAWAL", status: "AWAITING_PAYMENT", refundedInvoiceId: btc.id, amountDueBase: "20000" },
    payments: [{ amountBase: "20000", at: "2026-11-25T12:00:00Z" }],
  });
  const open = await insertTestInvoice(db, { userId, type: "WITHDRAWAL", status: "AWAITING_PAYMENT", refundedInvoiceId: btc.id, amountDueBase: "30000", expiresAt: far });
  await recordPayment(db, { invoiceId: open.id, amountBase: "30000", state: "pending" });
  await db.transaction((tx) => applyPayments(tx, { invoiceId: open.id }));
  // Another merchant's money in the same month.
  const other = await insertMerchant(db);
  await withPayments({ userId: other.id, values: pix, payments: [{ amountBase: "100000", at: "2026-11-20T10:00:00Z" }] });
  return merchant;
}

const actorOf = (userId: number) => ({ userId, role: "merchant" as const });
const period = { from: "2026-11-01", to: "2026-11-30" };

async function allRows(userId: number) {
  const db = await getDb();
  const rows: SettlementRow[] = [];
  for await (const batch of settlementRows(db, actorOf(userId), period, 2)) rows.push(...batch);
  return rows;
}

describe("the settlement report", () => {
  it("totals each direction, rail and asset to the satoshi and the centavo, hand-computed", async () => {
    const db = await getDb();
    const merchant = await november();
    const report = await getSettlementReport(db, actorOf(merchant.id), period);
    const summary = report.totals.map((total) => `${total.direction} ${total.gateway} ${total.payCurrency} ${total.payments} ${total.amountBase} ${total.valueBrlMinor}`);
    expect(summary).toEqual([
      // 0.0006 BTC = R$ 210.00; 0.00040001 BTC = R$ 140.0035 -> R$ 140.00.
      "received crypto BTC 2 100001 35000",
      // 10.5 USDT × 5.40 = R$ 56.70.
      "received crypto USDTTRON 1 10500000 5670",
      "received pix BRL 2 8991 8991",
      // 0.0002 BTC = R$ 70.00.
      "refund crypto BTC 1 20000 7000",
    ]);
    expect(report).toMatchObject({ receivedBrlMinor: 49661n, refundedBrlMinor: 7000n, paidOutBrlMinor: 0n, netBrlMinor: 42661n, unpriced: 0 });
  });

  it("has totals equal to the sum of its rows and of the invoices behind them", async () => {
    const db = await getDb();
    const merchant = await november();
    const report = await getSettlementReport(db, actorOf(merchant.id), period);
    const rows = await allRows(merchant.id);
    expect(rows).toHaveLength(6);
    for (const total of report.totals) {
      const mine = rows.filter((row) => row.direction === total.direction && row.payCurrency === total.payCurrency && row.gateway === total.gateway);
      expect(mine.reduce((sum, row) => sum + row.amountBase, 0n)).toBe(total.amountBase);
      expect(mine.reduce((sum, row) => sum + (row.valueBrlMinor ?? 0n), 0n)).toBe(total.valueBrlMinor);
      // Every payment of these invoices fell in the month: what they were paid is what the report counts.
      const behind = await db
        .select({ paid: invoices.amountPaidBase })
        .from(invoices)
        .where(and(inArray(invoices.id, [...new Set(mine.map((row) => row.invoiceId))]), eq(invoices.userId, merchant.id)));
      expect(behind.reduce((sum, invoice) => sum + BigInt(invoice.paid), 0n)).toBe(total.amountBase);
    }
    expect(rows[0]).toMatchObject({ direction: "received", payCurrency: "BTC", fiatCurrency: "USD", valueFiatMinor: 3900n, fiatRate: "65000", brlRate: "350000" });
  });

  it("exports the rows as CSV with the documented columns", async () => {
    const db = await getDb();
    const merchant = await november();
    const text = await new Response(settlementCsv(db, actorOf(merchant.id), period)).text();
    const lines = text.trimEnd().split("\r\n");
    expect(lines[0]).toBe(settlementCsvColumns.join(","));
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^"2026-11-01T03:00:00.000Z","received","crypto","BTC","test","[^"]+","0","0.0006","210.00","350000","USD","39.00","65000","static",/);
    expect(lines.find((line) => line.includes('"pix","BRL"') && line.includes('"89.90"'))).toBeDefined();
  });

  it("refuses a period backwards or longer than a year, naming the field", async () => {
    const db = await getDb();
    await expect(getSettlementReport(db, actorOf(1), { from: "2026-12-01", to: "2026-11-01" })).rejects.toThrow(/from/);
    await expect(getSettlementReport(db, actorOf(1), { from: "2024-01-01", to: "2026-11-01" })).rejects.toThrow(/to/);
  });
});

describe("the settlement screen's period", () => {
  it("is this month in the reader's zone, and the report counts days in that zone", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const page = await readSettlementPage(db, actorOf(merchant.id), {}, "Asia/Tokyo");
    expect(page.report).toMatchObject({ ...monthOf(new Date(), "Asia/Tokyo"), timeZone: "Asia/Tokyo" });
    const paulista = await readSettlementPage(db, actorOf(merchant.id), { from: "2026-11-01", to: "2026-11-30" });
    expect(paulista.report).toMatchObject({ from: "2026-11-01", to: "2026-11-30", timeZone: "America/Sao_Paulo" });
  });
});
