import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments } from "@/db/schema";
import { applyPayments } from "./apply-payments";
import { eventTypesOf, insertMerchant, recordPayment } from "./test-invoices";
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
