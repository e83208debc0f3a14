import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { resolveApiKey } from "@/server/auth/api-keys";
import { listInvoices } from "@/server/invoices/list-invoices";
import { listInvoicesInput } from "@/server/invoices/schemas";
import { env } from "@/kernel/env";
import { authenticate } from "@/server/users/manage-users";
import { DEMO_ADMIN, DEMO_MERCHANT, seedDemo } from "./seed";

describe("embedded demo seed", () => {
  it("creates a demo admin, a sandbox merchant with a working key and sample invoices, once", async () => {
    const db = await getDb();
    const token = await seedDemo(db);
    expect(token).toMatch(/^ponte_/);
    // Written under the test run's own DATA_DIR, not over a developer's ./.data credentials.
    expect(path.resolve(env.DATA_DIR)).not.toBe(path.resolve(".data"));
    expect(readFileSync(path.join(env.DATA_DIR, "demo-credentials.txt"), "utf8")).toContain(`Merchant API key: ${token}`);
    expect((await authenticate(db, DEMO_ADMIN))?.role).toBe("admin");
    const merchant = await authenticate(db, DEMO_MERCHANT);
    expect(merchant).toMatchObject({ role: "merchant", sandbox: true });
    const actor = await resolveApiKey(db, token ?? "");
    expect(actor?.userId).toBe(merchant?.id);
    const listed = await listInvoices(db, { userId: merchant?.id ?? 0, role: "merchant" }, listInvoicesInput.parse({}));
    expect(listed.pagination.total).toBe(5);
    expect(listed.data.filter((invoice) => invoice.status === "PAID")).toHaveLength(2);
    expect(await seedDemo(db)).toBeNull();
  });
});
