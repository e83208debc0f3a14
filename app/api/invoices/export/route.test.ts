import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { invoices } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { startApiServer } from "@/server/testing/api-server";
import { createUser } from "@/server/testing/fixtures";

// The dashboard session comes from next-auth's cookie; here the signed-in actor is set per test.
const session = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/server/auth/session", () => ({ getSessionActor: async () => session.actor }));

let server: Awaited<ReturnType<typeof startApiServer>>;
let merchant: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;

const start = Date.parse("2026-01-01T00:00:00.000Z");

beforeAll(async () => {
  server = await startApiServer();
  const db = await getDb();
  merchant = await createUser(db);
  other = await createUser(db);
  admin = await createUser(db, { role: "admin" });
  const invoice = (userId: number, index: number) => ({
    userId,
    gateway: "crypto" as const,
    status: index % 2 ? ("PAID" as const) : ("WAITING_PAYMENT" as const),
    amountMinor: BigInt(1000 + index),
    currency: "USD",
    externalReference: `export-${userId}-${index}`,
    customerName: "Ana",
    checkoutId: `export-route-${userId}-${index}`,
    expiresAt: new Date(start + 3_600_000),
    payCurrency: "BTC",
    amountDueBase: "153847",
    payAddress: `bc1qexport${index}`,
    createdAt: new Date(start + index * 60_000),
  });
  await db.insert(invoices).values(Array.from({ length: 12 }, (_, index) => invoice(merchant.user.id, index)));
  await db.insert(invoices).values(Array.from({ length: 3 }, (_, index) => invoice(other.user.id, index)));
});
afterAll(async () => {
  await server.close();
});

async function download(query: string, actor: Actor | null) {
  session.actor = actor;
  const response = await fetch(`${server.url}/api/invoices/export${query}`);
  return { response, text: await response.text() };
}

describe("GET /api/invoices/export", () => {
  it("streams the signed-in merchant's invoices as a CSV attachment", async () => {
    const { response, text } = await download("", merchant.actor);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    // Streamed, so no length is known up front.
    expect(response.headers.get("content-length")).toBeNull();
    const lines = text.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(
      "id,created_at,status,gateway,type,amount,currency,pay_currency,amount_due,amount_paid,rate,rate_source," +
        "pay_address,derivation_index,external_reference,customer_name,customer_email,expires_at,paid_at",
    );
    expect(lines).toHaveLength(14);
    expect(lines[1]).toMatch(
      new RegExp(`^"\\d+","2026-01-01T00:11:00.000Z","PAID","crypto","PAYMENT","10.11","USD","BTC","0.00153847","0",` +
        `"","","bc1qexport11","","export-${merchant.user.id}-11","Ana","","2026-01-01T01:00:00.000Z",""$`),
    );
    expect(text).not.toContain(`export-${other.user.id}-`);
  });

  it("applies the current filter and order", async () => {
    const { text } = await download("?status=PAID&orderBy=amount.ASC&page=2&quantityPerPage=5", merchant.actor);
    const references = text.split("\r\n").slice(1, -1).map((line) => /"export-\d+-(\d+)"/.exec(line)?.[1]);
    expect(references).toEqual(["1", "3", "5", "7", "9", "11"]);
  });

  it("lets staff export everyone's invoices or one merchant's", async () => {
    const all = await download("", admin.actor);
    expect(all.text.split("\r\n").slice(1, -1)).toHaveLength(15);
    const one = await download(`?user_id=${other.user.id}`, admin.actor);
    expect(one.text.split("\r\n").slice(1, -1)).toHaveLength(3);
  });

  it.each([
    ["without a session", "", null, 401, "unauthorized"],
    ["for an invalid filter", "?start_date=yesterday", "merchant", 400, "invalid_input"],
    ["for a merchant's user_id filter", "?user_id=1", "merchant", 403, "forbidden"],
  ] as const)("answers the JSON error body %s", async (_label, query, who, status, code) => {
    const { response, text } = await download(query, who ? merchant.actor : null);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(text)).toMatchObject({ status, code });
  });
});
