// The backfill of 0023: stamps of another day's rate removed, the totals rebuilt from the stamps.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Database } from "@/db/client";
import { invoicePayments, paymentDailyTotals, paymentHourlyTotals } from "@/db/schema";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice, recordPayment } from "@/server/testing/invoices";
import { migrationRunner } from "@/server/testing/migration-statements";

const runBackfill = migrationRunner("0023_payment_stamps_of_their_day.sql");

async function stamped(db: Database, params: { invoiceId: number; amountBase: string; confirmedAt: string; stampedAt: string; valueBrlMinor: bigint; source: string }) {
  const reference = `tx-${params.invoiceId}-${params.confirmedAt}`;
  await recordPayment(db, { invoiceId: params.invoiceId, amountBase: params.amountBase, confirmedAt: new Date(params.confirmedAt), reference });
  await db
    .update(invoicePayments)
    .set({
      valueBrlMinor: params.valueBrlMinor,
      brlRate: "1",
      fiatCurrency: "BRL",
      valueFiatMinor: params.valueBrlMinor,
      fiatRate: "1",
      rateSource: params.source,
      rateAt: new Date(params.stampedAt),
      stampedAt: new Date(params.stampedAt),
    })
    .where(eq(invoicePayments.reference, reference));
  return reference;
}

describe("the payment stamps' backfill", () => {
  it("removes stamps of another day's rate and rebuilds the hourly and São Paulo daily totals, twice alike", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const crypto = await insertTestInvoice(db, { userId: merchant.id });
    const pix = await insertTestInvoice(db, { userId: merchant.id, gateway: "pix", payCurrency: "BRL", payAddress: null, rate: null, rateSource: null, rateAt: null });
    // Stamped five days late, at that day's rate: removed.
    const late = await stamped(db, { invoiceId: crypto.id, amountBase: "100000", confirmedAt: "2026-10-01T12:00:00Z", stampedAt: "2026-10-06T12:00:00Z", valueBrlMinor: 40000n, source: "coingecko" });
    // Stamped the same hour: kept, and counted in 23:00 of 1 November in São Paulo.
    await stamped(db, { invoiceId: crypto.id, amountBase: "50000", confirmedAt: "2026-11-02T02:10:00Z", stampedAt: "2026-11-02T02:11:00Z", valueBrlMinor: 17500n, source: "coingecko" });
    // A PIX payment stamped late is still worth its reais: kept.
    await stamped(db, { invoiceId: pix.id, amountBase: "8990", confirmedAt: "2026-11-02T02:40:00Z", stampedAt: "2026-11-09T00:00:00Z", valueBrlMinor: 8990n, source: "pix" });

    for (let run = 0; run < 2; run += 1) {
      await runBackfill(db);
      const [removed] = await db.select().from(invoicePayments).where(eq(invoicePayments.reference, late));
      expect(removed).toMatchObject({ stampedAt: null, valueBrlMinor: null, brlRate: null, rateSource: null });
      const hours = await db.select().from(paymentHourlyTotals).where(eq(paymentHourlyTotals.userId, merchant.id));
      expect(hours.map((row) => [row.hour.toISOString(), row.gateway, row.payments, row.amountBase, row.valueBrlMinor]).sort()).toEqual([
        ["2026-11-02T02:00:00.000Z", "crypto", 1, "50000", 17500n],
        ["2026-11-02T02:00:00.000Z", "pix", 1, "8990", 8990n],
      ]);
      const days = await db.select().from(paymentDailyTotals).where(eq(paymentDailyTotals.userId, merchant.id));
      expect(days.map((row) => [row.day, row.gateway, row.payments, row.valueBrlMinor]).sort()).toEqual([
        ["2026-11-01", "crypto", 1, 17500n],
        ["2026-11-01", "pix", 1, 8990n],
      ]);
    }
  });
});
