// The backfill of 0024: PIX refunds completed before their return was recorded get it as their send.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Database } from "@/db/client";
import { invoicePayments, invoices, invoiceTransitions } from "@/db/schema";
import { stampPendingPayments } from "@/server/invoices/stamp-job";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice, pixInvoiceValues, recordPayment } from "@/server/testing/invoices";
import { migrationRunner } from "@/server/testing/migration-statements";

const runBackfill = migrationRunner("0024_pix_refund_sends.sql");

/** A PIX refund completed at `completedAt`, the way refunds completed before their sends were recorded. */
async function completedRefund(db: Database, userId: number, params: { amountBase: string; refundId: string; rtrId: string | null; completedAt: string }) {
  const asked = await insertTestInvoice(db, { userId, ...pixInvoiceValues(params.amountBase), type: "WITHDRAWAL", status: "PROCESSING", pixTxid: params.refundId, pspName: "apipix" });
  const [refund] = await db.update(invoices).set({ status: "COMPLETED", version: asked.version + 1 }).where(eq(invoices.id, asked.id)).returning();
  if (!refund) throw new Error("no refund row");
  await db.insert(invoiceTransitions).values({
    invoiceId: refund.id,
    fromStatus: "PROCESSING",
    toStatus: "COMPLETED",
    version: refund.version,
    reason: "psp",
    details: { rtrId: params.rtrId, status: "DEVOLVIDO" },
    createdAt: new Date(params.completedAt),
  });
  return refund;
}

describe("the PIX refund sends' backfill", () => {
  it("records each completed refund's return as its send, once, and the stamp job values it", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const withRtr = await completedRefund(db, merchant.id, { amountBase: "2500", refundId: "devolucao-backfill-1", rtrId: "D00000000202611010000backfill1", completedAt: "2026-11-01T15:00:00Z" });
    const withoutRtr = await completedRefund(db, merchant.id, { amountBase: "990", refundId: "devolucao-backfill-2", rtrId: null, completedAt: "2026-11-02T15:00:00Z" });
    // Completed with its send already recorded: left alone.
    const recorded = await completedRefund(db, merchant.id, { amountBase: "700", refundId: "devolucao-backfill-3", rtrId: "D00000000202611030000backfill3", completedAt: "2026-11-03T15:00:00Z" });
    await recordPayment(db, { invoiceId: recorded.id, amountBase: "700", network: "pix", reference: "D00000000202611030000backfill3" });
    // Still processing: nothing was returned yet.
    const processing = await insertTestInvoice(db, { userId: merchant.id, ...pixInvoiceValues("300"), type: "WITHDRAWAL", status: "PROCESSING", pixTxid: "devolucao-backfill-4" });

    for (let run = 0; run < 2; run += 1) {
      await runBackfill(db);
      const sends = await db.select().from(invoicePayments).where(sql`${invoicePayments.invoiceId} in (${sql.join([withRtr.id, withoutRtr.id, recorded.id, processing.id], sql`, `)})`);
      expect(sends.map((send) => [send.invoiceId, send.reference, send.amountBase, send.state, send.confirmedAt?.toISOString()]).sort()).toEqual(
        [
          [withRtr.id, "D00000000202611010000backfill1", "2500", "confirmed", "2026-11-01T15:00:00.000Z"],
          [withoutRtr.id, "devolucao-backfill-2", "990", "confirmed", "2026-11-02T15:00:00.000Z"],
          [recorded.id, "D00000000202611030000backfill3", "700", "confirmed", expect.any(String)],
        ].sort(),
      );
      const refunds = await db.select({ id: invoices.id, paid: invoices.amountPaidBase, version: invoices.version }).from(invoices).where(eq(invoices.userId, merchant.id));
      expect(Object.fromEntries(refunds.map((row) => [row.id, row.paid]))).toEqual({ [withRtr.id]: "2500", [withoutRtr.id]: "990", [recorded.id]: "700", [processing.id]: "0" });
      // A correction of a figure, not a change of state: no new version.
      expect(refunds.find((row) => row.id === withRtr.id)?.version).toBe(withRtr.version);
    }

    await stampPendingPayments(db, { now: new Date("2026-11-27T12:00:00Z") });
    const [stamped] = await db.select().from(invoicePayments).where(eq(invoicePayments.reference, "D00000000202611010000backfill1"));
    expect(stamped).toMatchObject({ valueBrlMinor: 2500n, rateSource: "pix" });
  });
});
