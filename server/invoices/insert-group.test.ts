import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices, invoiceTransitions, webhookEvents } from "@/db/schema";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { randomAccountKey } from "@/server/testing/keys";
import { createUser } from "@/server/testing/fixtures";
import { testInvoiceValues } from "@/server/testing/invoices";
import { InactiveWalletError } from "./insert-invoice";
import { insertInvoiceGrouped } from "./insert-group";
import { toInvoiceObject } from "./serialize";

describe("insertInvoiceGrouped", () => {
  it("writes invoices that arrive together in shared statements, each with its own id, timeline row and event", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const created = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        insertInvoiceGrouped(db, { values: testInvoiceValues({ userId: user.id, externalReference: `order-${index}` }) }),
      ),
    );
    expect(created.map((invoice) => invoice.externalReference)).toEqual(Array.from({ length: 20 }, (_unused, index) => `order-${index}`));
    const ids = created.map((invoice) => invoice.id);
    expect(new Set(ids).size).toBe(20);
    expect(new Set(created.map((invoice) => invoice.paymentId)).size).toBe(20);

    const stored = await db
      .select({ id: invoices.id, paymentId: invoices.paymentId, transaction: sql<string>`xmin::text` })
      .from(invoices)
      .where(inArray(invoices.id, ids));
    expect(new Map(stored.map((row) => [row.id, row.paymentId]))).toEqual(new Map(created.map((invoice) => [invoice.id, invoice.paymentId])));
    // Rows written by one statement share its transaction id: 20 invoices took fewer statements.
    expect(new Set(stored.map((row) => row.transaction)).size).toBeLessThan(20);

    const timeline = await db.select().from(invoiceTransitions).where(inArray(invoiceTransitions.invoiceId, ids));
    expect(timeline.map((entry) => entry.invoiceId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const events = await db.select().from(webhookEvents).where(inArray(webhookEvents.invoiceId, ids));
    expect(events).toHaveLength(20);
    for (const invoice of created) {
      const event = events.find((candidate) => candidate.invoiceId === invoice.id);
      expect((event?.payload as { data: unknown }).data).toEqual({ invoice: toInvoiceObject(invoice) });
    }
  });

  it("fails only the invoice the database refuses, not the others of its statement", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const existing = await insertInvoiceGrouped(db, { values: testInvoiceValues({ userId: user.id }) });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_unused, index) =>
        insertInvoiceGrouped(db, {
          values: testInvoiceValues({ userId: user.id, ...(index === 6 ? { checkoutId: existing.checkoutId } : {}) }),
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array.from({ length: 12 }, (_unused, index) => (index === 6 ? "rejected" : "fulfilled")));
    expect(await db.select().from(invoices).where(eq(invoices.userId, user.id))).toHaveLength(12);
  });

  it("refuses only the invoice whose wallet was replaced", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const replaced = await setWallet(db, { userId: user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
    const active = await setWallet(db, { userId: user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_unused, index) =>
        insertInvoiceGrouped(db, {
          values: testInvoiceValues({ userId: user.id, walletId: index === 5 ? replaced.id : active.id, derivationIndex: index }),
        }),
      ),
    );
    const refused = results.flatMap((result, index) => (result.status === "rejected" ? [[index, result.reason]] : []));
    expect(refused).toEqual([[5, expect.any(InactiveWalletError)]]);
    const rows = await db.select({ walletId: invoices.walletId }).from(invoices).where(eq(invoices.userId, user.id));
    expect(rows.every((row) => row.walletId === active.id)).toBe(true);
    expect(rows).toHaveLength(7);
  });
});
