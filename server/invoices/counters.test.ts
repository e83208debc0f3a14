import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, rowsOf, type Database, type Executor } from "@/db/client";
import { invoiceCounters, invoices } from "@/db/schema";
import { env } from "@/kernel/env";
import { jobRegistry } from "@/server/background/registry";
import { createUser } from "@/server/testing/fixtures";
import { testInvoiceValues } from "@/server/testing/invoices";
import { foldInvoiceCounters } from "./counters";

/** The merchant's ledger rows, as `status:count`, sorted. */
async function ledger(db: Database, userId: number) {
  const rows = await db.select().from(invoiceCounters).where(eq(invoiceCounters.userId, userId));
  return rows.map((row) => `${row.status}:${row.count}`).sort();
}

/** Total per status from the ledger, and from COUNT(*) over the invoices: they must agree. */
async function totals(db: Database, userId: number) {
  const fromLedger = rowsOf<{ status: string; total: string }>(
    await db.execute(sql`select status, sum(count) as total from invoice_counters where user_id = ${userId} group by status having sum(count) <> 0`),
  );
  const counted = rowsOf<{ status: string; total: string }>(
    await db.execute(sql`select status, count(*) as total from invoices where user_id = ${userId} group by status`),
  );
  const entries = (rows: { status: string; total: string }[]) => rows.map((row) => `${row.status}:${row.total}`).sort();
  return { fromLedger: entries(fromLedger), counted: entries(counted) };
}

/** Invoices inserted as bare rows (no timeline or event rows, so a test may delete them). */
async function insertBareInvoices(db: Executor, userId: number, count: number) {
  return db
    .insert(invoices)
    .values(Array.from({ length: count }, () => testInvoiceValues({ userId })))
    .returning({ id: invoices.id });
}

describe("invoice counters", () => {
  it("get one ledger row per statement and key, with the statement's net change", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const created = await insertBareInvoices(db, user.id, 5);
    expect(await ledger(db, user.id)).toEqual(["WAITING_PAYMENT:5"]);

    const paid = created.slice(0, 2).map((row) => row.id);
    await db.update(invoices).set({ status: "PAID" }).where(inArray(invoices.id, paid));
    expect(await ledger(db, user.id)).toEqual(["PAID:2", "WAITING_PAYMENT:-2", "WAITING_PAYMENT:5"]);

    // A change that moves no invoice between keys adds nothing.
    await db.update(invoices).set({ customerName: "Renamed" }).where(eq(invoices.userId, user.id));
    expect(await ledger(db, user.id)).toHaveLength(3);

    await db.delete(invoices).where(and(eq(invoices.userId, user.id), inArray(invoices.id, paid.slice(0, 1))));
    expect(await ledger(db, user.id)).toEqual(["PAID:-1", "PAID:2", "WAITING_PAYMENT:-2", "WAITING_PAYMENT:5"]);
    const { fromLedger, counted } = await totals(db, user.id);
    expect(fromLedger).toEqual(["PAID:1", "WAITING_PAYMENT:3"]);
    expect(fromLedger).toEqual(counted);
  });

  it("fold each key's rows into one with the same total, and drop keys that sum to zero", async () => {
    const db = await getDb();
    const { user } = await createUser(db);
    const created = await insertBareInvoices(db, user.id, 3);
    await insertBareInvoices(db, user.id, 4);
    await db.update(invoices).set({ status: "CANCELED" }).where(eq(invoices.id, created[0]?.id ?? 0));
    await db.delete(invoices).where(eq(invoices.id, created[0]?.id ?? 0));
    expect(await ledger(db, user.id)).toEqual(["CANCELED:-1", "CANCELED:1", "WAITING_PAYMENT:-1", "WAITING_PAYMENT:3", "WAITING_PAYMENT:4"]);

    const folded = await foldInvoiceCounters(db);
    expect(folded.foldedRows).toBeGreaterThanOrEqual(5);
    expect(await ledger(db, user.id)).toEqual(["WAITING_PAYMENT:6"]);
    const { fromLedger, counted } = await totals(db, user.id);
    expect(fromLedger).toEqual(counted);
    expect(await foldInvoiceCounters(db)).toEqual({ foldedRows: 0 });
  });

  it("are folded by a background job on every tick", async () => {
    const job = jobRegistry.find((candidate) => candidate.name === "invoices.fold-counters");
    const db = await getDb();
    const { user } = await createUser(db);
    await insertBareInvoices(db, user.id, 1);
    await insertBareInvoices(db, user.id, 1);
    await expect(job?.run({ db, now: new Date() })).resolves.toEqual({ foldedRows: expect.any(Number) });
    expect(await ledger(db, user.id)).toEqual(["WAITING_PAYMENT:2"]);
  });

  // Concurrency needs a server: the embedded database runs one statement at a time.
  it.runIf(env.DATABASE_URL !== undefined)(
    "never make one merchant's concurrent inserts wait for each other's counter rows",
    async () => {
      const db = await getDb();
      const { user } = await createUser(db);
      await insertBareInvoices(db, user.id, 8);
      await db.transaction(async (first) => {
        await insertBareInvoices(first, user.id, 20);
        // The first transaction is still open, holding whatever rows it wrote: a second one for
        // the same merchant must not need any of them.
        await db.transaction(async (second) => {
          await second.execute(sql`set local lock_timeout = '2s'`);
          await insertBareInvoices(second, user.id, 20);
        });
      });
      const { fromLedger, counted } = await totals(db, user.id);
      expect(fromLedger).toEqual(["WAITING_PAYMENT:48"]);
      expect(fromLedger).toEqual(counted);
    },
  );
});
