import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { listInvoicesInput } from "@/server/invoices/schemas";
import { jobRegistry } from "@/server/background/registry";
import { insertTestInvoice } from "@/server/testing/invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { listInvoices } from "./list-invoices";
import { flushSearchIndex } from "./search-index";

describe("flushSearchIndex", () => {
  it("merges the new invoices' pending search entries into the index, and the search still finds them", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const reference = `flush-${randomBytes(6).toString("hex")}`;
    await flushSearchIndex(db);
    for (let index = 0; index < 3; index++) {
      await insertTestInvoice(db, { userId: merchant.id, externalReference: `${reference}-${index}` });
    }

    const flushed = await flushSearchIndex(db);
    expect(flushed.pendingPages).toBeGreaterThan(0);
    expect(await flushSearchIndex(db)).toEqual({ pendingPages: 0 });

    const actor = { userId: merchant.id, role: "merchant" as const };
    const found = await listInvoices(db, actor, listInvoicesInput.parse({ query: reference }));
    expect(found.pagination.total).toBe(3);
  });

  it("runs as a background job on every tick", async () => {
    const job = jobRegistry.find((candidate) => candidate.name === "invoices.flush-search-index");
    expect(job).toBeDefined();
    const db = await getDb();
    await expect(job?.run({ db, now: new Date() })).resolves.toEqual({ pendingPages: expect.any(Number) });
  });
});
