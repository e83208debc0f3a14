import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices, type InvoiceStatus } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { listInvoicesInput, type ListInvoicesInput } from "@/server/invoices/schemas";
import { AppError } from "@/kernel/errors";
import { createUser } from "@/server/testing/fixtures";
import { exportInvoicesCsv } from "./export-invoices-csv";
import { listInvoices } from "@/server/invoices/list-invoices";

type Db = Awaited<ReturnType<typeof getDb>>;

/** The whole export as text, and the number of chunks the stream delivered it in. */
async function readExport(db: Db, actor: Actor, filters: ListInvoicesInput, options: { batchSize?: number } = {}) {
  const reader = (await exportInvoicesCsv(db, actor, listInvoicesInput.parse(filters), options)).getReader();
  const decoder = new TextDecoder();
  let csv = "";
  let chunks = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    csv += decoder.decode(next.value, { stream: true });
    chunks += 1;
  }
  const lines = csv.split("\r\n").filter(Boolean);
  return { csv, chunks, lines, rows: lines.length - 1 };
}

const idOf = (line: string | undefined) => line?.split(",")[0]?.replace(/"/g, "");

describe("exportInvoicesCsv", () => {
  it("quotes cells, doubles quotes and defuses spreadsheet formulas", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db);
    await db.insert(invoices).values({
      userId: user.id,
      gateway: "crypto",
      amountMinor: 1050n,
      currency: "USD",
      externalReference: '=HYPERLINK("http://evil.example","x")',
      customerName: 'Ana "Nana" Souza',
      customerEmail: "+ana@example.com",
      checkoutId: "csv-checkout",
      expiresAt: new Date("2026-01-01T00:30:00.000Z"),
      payCurrency: "BTC",
      amountDueBase: "153847",
      payAddress: "bc1qexample",
      createdAt: new Date("2026-01-01T00:00:00.000Z"),
    });
    const { csv, rows } = await readExport(db, actor, {});
    expect(rows).toBe(1);
    const [header, line] = csv.split("\r\n");
    expect(header).toMatch(/^id,created_at,status,gateway,type,amount,currency,pay_currency,amount_due/);
    expect(line).toContain('"10.50","USD","BTC","0.00153847"');
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(line).toContain('"Ana ""Nana"" Souza"');
    expect(line).toContain(`"'+ana@example.com"`);
  });

  it("exports only the caller's invoices matching the filter", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const { csv, rows } = await readExport(db, actor, {});
    expect(rows).toBe(0);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("exports every matching invoice in keyset batches, newest first, ignoring the page", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db);
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    await db.insert(invoices).values(
      Array.from({ length: 150 }, (_, index) => ({
        userId: user.id,
        gateway: "crypto" as const,
        amountMinor: 100n,
        currency: "USD",
        externalReference: `order-${index}`,
        customerName: "Ana",
        customerEmail: "ana@example.com",
        checkoutId: `csv-many-${index}`,
        expiresAt: new Date(start + 3_600_000),
        payCurrency: "BTC",
        amountDueBase: "1000",
        createdAt: new Date(start + index * 1000),
      })),
    );
    const { lines, rows, chunks } = await readExport(db, actor, { page: "3", quantityPerPage: "10" }, { batchSize: 40 });
    expect(rows).toBe(150);
    expect(lines).toHaveLength(151);
    expect(lines[1]).toContain('"order-149"');
    expect(lines[150]).toContain('"order-0"');
    // The header, then one chunk per batch: 40 + 40 + 40 + 30.
    expect(chunks).toBe(5);
    // A last batch that is exactly full is followed by one empty read, not a repeated row.
    const exact = await readExport(db, actor, {}, { batchSize: 50 });
    expect(exact.rows).toBe(150);
    expect(new Set(exact.lines.slice(1).map(idOf)).size).toBe(150);
  });

  // Ties (equal amounts, statuses, timestamps) are the hard part of keyset paging: batches of 7
  // must give exactly the list's order, for every order the list offers.
  const orders = ["createdAt", "updatedAt", "amount", "status"].flatMap((field) => [`${field}.ASC`, `${field}.DESC`]);
  it.each(orders)("exports in the list's order %s, ties included", async (orderBy) => {
    const db = await getDb();
    const { user, actor } = await createUser(db);
    const statuses: InvoiceStatus[] = ["WAITING_PAYMENT", "PAID", "EXPIRED"];
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    await db.insert(invoices).values(
      Array.from({ length: 60 }, (_, index) => ({
        userId: user.id,
        gateway: "crypto" as const,
        status: statuses[index % 3],
        amountMinor: BigInt((index % 4) * 100),
        currency: "USD",
        checkoutId: `csv-order-${user.id}-${index}`,
        expiresAt: new Date(start + 3_600_000),
        payCurrency: "BTC",
        amountDueBase: "1000",
        createdAt: new Date(start + Math.floor(index / 5) * 1000),
        updatedAt: new Date(start + (index % 6) * 1000),
      })),
    );
    const listed = await listInvoices(db, actor, listInvoicesInput.parse({ orderBy, quantityPerPage: "100" }));
    const { lines } = await readExport(db, actor, { orderBy }, { batchSize: 7 });
    expect(lines.slice(1).map(idOf)).toEqual(listed.data.map((invoice) => invoice.id));
  });

  it("applies the list filters: status, date range and text", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db);
    const start = Date.parse("2026-03-01T00:00:00.000Z");
    await db.insert(invoices).values(
      Array.from({ length: 30 }, (_, index) => ({
        userId: user.id,
        gateway: "crypto" as const,
        status: index % 2 ? ("PAID" as const) : ("EXPIRED" as const),
        amountMinor: 100n,
        currency: "USD",
        externalReference: `filter-${index}`,
        checkoutId: `csv-filter-${user.id}-${index}`,
        expiresAt: new Date(start + 3_600_000),
        payCurrency: "BTC",
        amountDueBase: "1000",
        createdAt: new Date(start + index * 86_400_000),
      })),
    );
    const filtered = await readExport(
      db,
      actor,
      { status: "paid", start_date: "2026-03-05", end_date: "2026-03-15", query: "FILTER-1" },
      { batchSize: 2 },
    );
    // Days 4..13, PAID (odd), containing "filter-1": filter-11 and filter-13.
    expect(filtered.lines.slice(1).map((line) => /"filter-\d+"/.exec(line)?.[0])).toEqual(['"filter-13"', '"filter-11"']);
  });

  it("exports every merchant's invoices to staff, or one merchant's with user_id", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const first = await createUser(db);
    const second = await createUser(db);
    const invoice = (userId: number, index: number) => ({
      userId,
      gateway: "crypto" as const,
      amountMinor: BigInt(1000 + index),
      currency: "USD",
      externalReference: `staff-${userId}-${index}`,
      checkoutId: `staff-export-${userId}-${index}`,
      expiresAt: new Date(Date.now() + 3_600_000),
      payCurrency: "BTC",
      amountDueBase: "153847",
    });
    await db.insert(invoices).values([invoice(first.user.id, 1), invoice(first.user.id, 2), invoice(second.user.id, 1)]);
    const references = (csv: string) => [...csv.matchAll(/"staff-(\d+)-\d+"/g)].map((match) => Number(match[1]));

    const everyone = await readExport(db, admin.actor, {});
    expect(references(everyone.csv).sort()).toEqual([first.user.id, first.user.id, second.user.id].sort());
    const one = await readExport(db, admin.actor, { user_id: String(second.user.id) });
    expect(references(one.csv)).toEqual([second.user.id]);
  });

  it("runs the first batch's query before it returns a stream, so a failing query is an error and not a 200 cut short", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    // Past the schema (which refuses a NUL): the database itself fails the statement.
    const filters = { ...listInvoicesInput.parse({}), query: "ana\u0000" };
    await expect(exportInvoicesCsv(db, actor, filters)).rejects.toThrow();
  });

  it("refuses the user_id filter to a merchant before streaming anything", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    await expect(exportInvoicesCsv(db, actor, listInvoicesInput.parse({ user_id: "1" }))).rejects.toThrow(AppError);
  });
});
