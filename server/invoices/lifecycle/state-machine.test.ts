import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { canTransition, invoiceStatuses, invoiceTypes, statusesOf } from "@/vocabulary/invoice-states";
import { transitionInvoice } from "./state-machine";
import { eventTypesOf, timelineOf } from "@/server/testing/invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";

describe("transitionInvoice", () => {
  it("moves the invoice, bumps its version, records the timeline and writes the event in one go", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id });

    const updated = await db.transaction((tx) =>
      transitionInvoice(tx, { invoiceId: invoice.id, to: "CONFIRMING", reason: "payment_seen" }),
    );

    expect(updated.status).toBe("CONFIRMING");
    expect(updated.version).toBe(invoice.version + 1);
    const timeline = await timelineOf(db, invoice.id);
    expect(timeline.map((row) => [row.fromStatus, row.toStatus, row.reason, row.version])).toEqual([
      [null, "WAITING_PAYMENT", "created", 1],
      ["WAITING_PAYMENT", "CONFIRMING", "payment_seen", 2],
    ]);
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.confirming"]);
  });

  it("rejects every move the state table does not allow for the invoice's type, without writing anything", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    for (const type of invoiceTypes) {
      for (const from of statusesOf(type)) {
        // Every state of the enum, the other type's included: a payment never becomes COMPLETED.
        for (const to of invoiceStatuses) {
          if (canTransition(type, from, to)) continue;
          const invoice = await insertTestInvoice(db, { userId: merchant.id, type, status: from });
          const attempt = db.transaction((tx) => transitionInvoice(tx, { invoiceId: invoice.id, to, reason: "test" }));
          await expect(attempt, `${type} ${from} -> ${to}`).rejects.toMatchObject({ code: "invalid_transition" });
          const [row] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
          expect(row?.status).toBe(from);
          expect(row?.version).toBe(1);
          expect(await eventTypesOf(db, invoice.id)).toEqual([type === "PAYMENT" ? "invoice.created" : "payout.created"]);
        }
      }
    }
  });

  it("names a withdrawal's events after its kind and the state it moves to", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const payment = await insertTestInvoice(db, { userId: merchant.id, status: "PAID" });
    const refund = await insertTestInvoice(db, {
      userId: merchant.id,
      type: "WITHDRAWAL",
      status: "AWAITING_ADDRESS",
      refundedInvoiceId: payment.id,
    });
    for (const to of ["AWAITING_PAYMENT", "CONFIRMING", "COMPLETED"] as const) {
      await db.transaction((tx) => transitionInvoice(tx, { invoiceId: refund.id, to, reason: "test" }));
    }
    expect(await eventTypesOf(db, refund.id)).toEqual([
      "refund.created",
      "refund.awaiting_payment",
      "refund.confirming",
      "refund.completed",
    ]);
  });

  it("treats another owner's invoice as not found", async () => {
    const db = await getDb();
    const owner = await insertMerchant(db);
    const stranger = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: owner.id });
    const attempt = db.transaction((tx) =>
      transitionInvoice(tx, { invoiceId: invoice.id, to: "CANCELED", reason: "canceled", ownerId: stranger.id }),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "not_found" });
  });

  it("sends invoice.updated when a dropped payment returns the invoice to waiting, which has no event of its own", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.id, status: "CONFIRMING" });
    const updated = await db.transaction((tx) =>
      transitionInvoice(tx, { invoiceId: invoice.id, to: "WAITING_PAYMENT", reason: "payment_dropped" }),
    );
    expect(updated.status).toBe("WAITING_PAYMENT");
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.updated"]);
  });
});
