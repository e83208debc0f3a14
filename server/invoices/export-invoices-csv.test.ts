import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import { createUser } from "@/server/testing/fixtures";
import { exportInvoicesCsv } from "./export-invoices-csv";

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
    const { csv, rows } = await exportInvoicesCsv(db, actor, { page: 1, quantityPerPage: 10 });
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
    const { csv, rows } = await exportInvoicesCsv(db, actor, { page: 1, quantityPerPage: 10 });
    expect(rows).toBe(0);
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("exports every matching invoice beyond one list page, newest first", async () => {
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
    const { csv, rows } = await exportInvoicesCsv(db, actor, { page: 3, quantityPerPage: 10 });
    expect(rows).toBe(150);
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(151);
    expect(lines[1]).toContain('"order-149"');
    expect(lines[150]).toContain('"order-0"');
  });
});
