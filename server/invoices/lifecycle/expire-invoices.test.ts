import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { expireInvoices } from "./expire-invoices";
import { eventTypesOf } from "@/server/testing/invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";

describe("expireInvoices", () => {
  it("expires each overdue open invoice exactly once with two tickers running", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const past = new Date(Date.now() - 60_000);
    const overdue = await Promise.all(
      Array.from({ length: 12 }, () => insertTestInvoice(db, { userId: merchant.id, expiresAt: past })),
    );
    const now = new Date();

    const results = await Promise.all([
      expireInvoices(db, { now }),
      expireInvoices(db, { now }),
    ]);

    expect(results.reduce((sum, result) => sum + result.expired, 0)).toBe(12);
    for (const invoice of overdue) {
      expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.expired"]);
    }
  });

  it("leaves invoices still within their time, paid, canceled and confirming ones alone", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const past = new Date(Date.now() - 60_000);
    const future = await insertTestInvoice(db, { userId: merchant.id, expiresAt: new Date(Date.now() + 60_000) });
    const untouched = await Promise.all(
      (["PAID", "CANCELED", "CONFIRMING"] as const).map((status) =>
        insertTestInvoice(db, { userId: merchant.id, status, expiresAt: past }),
      ),
    );
    const partial = await insertTestInvoice(db, { userId: merchant.id, status: "PARTIALLY_PAID", expiresAt: past });

    expect(await expireInvoices(db, { now: new Date() })).toEqual({ expired: 1 });
    for (const invoice of [future, ...untouched]) {
      expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created"]);
    }
    expect(await eventTypesOf(db, partial.id)).toEqual(["invoice.created", "invoice.expired"]);
  });
});
