import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { jobs as lifecycleJobs } from "@/server/invoices/lifecycle/jobs";
import { eventTypesOf } from "@/server/testing/invoices";
import { insertMerchant } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";
import { runTick } from "@/server/background/run-tick";
import { jobs as chainJobs } from "./jobs";

describe("lifecycle and chain jobs in a tick", () => {
  it("expire overdue invoices and skip chains without a configured node", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const overdue = await insertTestInvoice(db, { userId: merchant.id, expiresAt: new Date(Date.now() - 1000) });

    const report = await runTick(db, [...chainJobs, ...lifecycleJobs]);

    expect(report["invoices.expire"]).toMatchObject({ ok: true, result: { expired: 1 } });
    // The test configuration names no RPC node or Esplora API: the watchers stay idle.
    for (const name of ["chains.evm.ethereum", "chains.evm.bsc", "chains.evm.polygon", "chains.evm.base", "chains.evm.arbitrum", "chains.tron", "chains.bitcoin"]) {
      expect(report[name]).toMatchObject({ ok: true, result: { configured: 0 } });
    }
    expect(await eventTypesOf(db, overdue.id)).toEqual(["invoice.created", "invoice.expired"]);
  });
});
