import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { cancelInvoice } from "./cancel-invoice";
import { markInvoicePaid } from "./mark-invoice-paid";
import { eventTypesOf, timelineOf } from "@/server/testing/invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";

const actorOf = (user: { id: number; role: "merchant" | "operator" | "admin" }) => ({ userId: user.id, role: user.role });

describe("cancelInvoice", () => {
  it("cancels an unpaid invoice of its owner and sends invoice.canceled", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id });
    const canceled = await cancelInvoice(db, actorOf(merchant), { invoiceId: invoice.id });
    expect(canceled.status).toBe("CANCELED");
    expect(canceled.canceledAt).toBeInstanceOf(Date);
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.canceled"]);
    expect((await timelineOf(db, invoice.id)).at(-1)?.actorUserId).toBe(merchant.id);
  });

  it("answers not found for another merchant's invoice", async () => {
    const db = await getDb();
    const owner = await insertMerchant(db);
    const stranger = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: owner.id });
    await expect(cancelInvoice(db, actorOf(stranger), { invoiceId: invoice.id })).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it.each(["CONFIRMING", "PARTIALLY_PAID", "PAID", "EXPIRED"] as const)(
    "refuses to cancel a %s invoice",
    async (status) => {
      const db = await getDb();
      const merchant = await insertMerchant(db);
      const invoice = await insertTestInvoice(db, { userId: merchant.id, status });
      await expect(cancelInvoice(db, actorOf(merchant), { invoiceId: invoice.id })).rejects.toMatchObject({
        code: "invalid_transition",
      });
    },
  );
});

describe("markInvoicePaid", () => {
  it("records who marked the invoice paid and when", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, status: "EXPIRED" });
    const paid = await markInvoicePaid(db, actorOf(merchant), { invoiceId: invoice.id });
    expect(paid).toMatchObject({ status: "PAID", marked: true, markedBy: merchant.id });
    expect(paid.markedAt).toBeInstanceOf(Date);
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.paid"]);
  });

  it("refuses a canceled invoice and another merchant's invoice", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const stranger = await insertMerchant(db);
    const canceled = await insertTestInvoice(db, { userId: merchant.id, status: "CANCELED" });
    const open = await insertTestInvoice(db, { userId: merchant.id });
    await expect(markInvoicePaid(db, actorOf(merchant), { invoiceId: canceled.id })).rejects.toMatchObject({
      code: "invalid_transition",
    });
    await expect(markInvoicePaid(db, actorOf(stranger), { invoiceId: open.id })).rejects.toMatchObject({
      code: "not_found",
    });
  });
});
