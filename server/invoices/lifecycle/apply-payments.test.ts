import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments } from "@/db/schema";
import { applyPayments } from "./apply-payments";
import { markInvoicePaid } from "./mark-invoice-paid";
import { eventTypesOf, expectConsistentHistory, recordPayment, timelineOf } from "@/server/testing/invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";

const apply = async (invoiceId: number, now?: Date) => {
  const db = await getDb();
  return db.transaction((tx) => applyPayments(tx, { invoiceId, now }));
};

describe("applyPayments", () => {
  it("goes confirming on a pending payment, then paid once it is final", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, amountDueBase: "100000" });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", state: "pending", reference: "tx-a" });

    const seen = await apply(invoice.id);
    expect(seen).toMatchObject({ status: "CONFIRMING", amountPendingBase: "100000", amountPaidBase: "0" });

    await db.update(invoicePayments).set({ state: "confirmed" }).where(eq(invoicePayments.reference, "tx-a"));
    const paid = await apply(invoice.id);
    expect(paid).toMatchObject({ status: "PAID", amountPaidBase: "100000", overpaid: false, paidLate: false });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.confirming", "invoice.paid"]);
  });

  it("sums several payments: a partial one, then the remainder", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, amountDueBase: "100000" });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "30000" });
    expect((await apply(invoice.id)).status).toBe("PARTIALLY_PAID");
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "70000" });
    expect(await apply(invoice.id)).toMatchObject({ status: "PAID", amountPaidBase: "100000" });
    expect(await eventTypesOf(db, invoice.id)).toEqual([
      "invoice.created",
      "invoice.partially_paid",
      "invoice.paid",
    ]);
  });

  it("flags an overpayment", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, amountDueBase: "100000" });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100001" });
    expect(await apply(invoice.id)).toMatchObject({ status: "PAID", overpaid: true });
  });

  it("accepts a shortfall within the merchant's underpayment tolerance", async () => {
    const db = await getDb();
    const tolerant = await insertMerchant(db, { toleranceBps: 200 });
    const strict = await insertMerchant(db);
    const lenient = await insertTestInvoice(db, { userId: tolerant.id, amountDueBase: "100000" });
    const exact = await insertTestInvoice(db, { userId: strict.id, amountDueBase: "100000" });
    await recordPayment(db, { invoiceId: lenient.id, amountBase: "98000" });
    await recordPayment(db, { invoiceId: exact.id, amountBase: "98000" });
    expect((await apply(lenient.id)).status).toBe("PAID");
    expect((await apply(exact.id)).status).toBe("PARTIALLY_PAID");
  });

  it("moves an expired invoice to paid with paid_late when the full amount lands within the window", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const expiresAt = new Date(Date.now() - 60 * 60_000);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, status: "EXPIRED", expiresAt });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000" });
    const paid = await apply(invoice.id);
    expect(paid).toMatchObject({ status: "PAID", paidLate: true });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.paid"]);
  });

  it("leaves an expired invoice expired once the monitoring window has closed", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const expiresAt = new Date(Date.now() - 25 * 60 * 60_000);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, status: "EXPIRED", expiresAt });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000" });
    expect(await apply(invoice.id)).toMatchObject({ status: "EXPIRED", amountPaidBase: "100000" });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.payment_after_final"]);
  });

  const closed = [
    ["CANCELED", {}],
    ["PAID", { amountPaidBase: "100000" }],
    ["EXPIRED", { expiresAt: new Date(Date.now() - 25 * 60 * 60_000) }],
  ] as const;

  it.each(closed)(
    "records money confirmed on a %s invoice, moves no state, and announces it with a new version",
    async (status, values) => {
      const db = await getDb();
      const merchant = await insertMerchant(db);
      const invoice = await insertTestInvoice(db, { userId: merchant.id, status, ...values });
      if (status === "PAID") await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000" });
      await recordPayment(db, { invoiceId: invoice.id, amountBase: "40000" });
      const after = await apply(invoice.id);
      expect(after).toMatchObject({ status, version: invoice.version + 1, overpaid: status === "PAID" });
      expect(after.amountPaidBase).toBe(status === "PAID" ? "140000" : "40000");
      expect((await timelineOf(db, invoice.id)).at(-1)).toMatchObject({
        fromStatus: status,
        toStatus: status,
        reason: "payment_after_final",
        details: { received: "0.0004" },
      });
      expect((await eventTypesOf(db, invoice.id)).at(-1)).toBe("invoice.payment_after_final");
      await expectConsistentHistory(db, invoice.id);
    },
  );

  it("announces a payment on an invoice marked paid by hand as money after final", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id });
    await markInvoicePaid(db, { userId: merchant.id, role: "merchant" }, { invoiceId: invoice.id });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000" });
    expect(await apply(invoice.id)).toMatchObject({ status: "PAID", marked: true, amountPaidBase: "100000", overpaid: false });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.paid", "invoice.payment_after_final"]);
    await expectConsistentHistory(db, invoice.id);
  });

  it("announces a change that moves no state (a second partial payment) with invoice.updated", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, amountDueBase: "100000" });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "30000" });
    await apply(invoice.id);
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "20000" });
    expect(await apply(invoice.id)).toMatchObject({ status: "PARTIALLY_PAID", amountPaidBase: "50000", version: 3 });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.partially_paid", "invoice.updated"]);
    expect((await timelineOf(db, invoice.id)).at(-1)).toMatchObject({ reason: "payment_confirmed" });
    await expectConsistentHistory(db, invoice.id);
  });

  it("marks a partially paid invoice completed after expiry as paid late", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const expiresAt = new Date(Date.now() - 60_000);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, status: "PARTIALLY_PAID", expiresAt });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "50000", seenAt: new Date(Date.now() - 120_000) });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "50000" });
    expect(await apply(invoice.id)).toMatchObject({ status: "PAID", paidLate: true });
  });

  it("returns to waiting when the only pending payment is dropped", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000", state: "pending", reference: "tx-gone" });
    expect((await apply(invoice.id)).status).toBe("CONFIRMING");
    await db.update(invoicePayments).set({ state: "dropped" }).where(eq(invoicePayments.reference, "tx-gone"));
    expect(await apply(invoice.id)).toMatchObject({ status: "WAITING_PAYMENT", amountPendingBase: "0" });
  });

  it("changes nothing when applied twice", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id });
    await recordPayment(db, { invoiceId: invoice.id, amountBase: "100000" });
    const first = await apply(invoice.id);
    const second = await apply(invoice.id);
    expect(second.version).toBe(first.version);
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.paid"]);
  });
});
