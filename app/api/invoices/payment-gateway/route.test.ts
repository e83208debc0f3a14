import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, rowsOf } from "@/db/client";
import { invoices, type InvoiceStatus, type NewInvoice } from "@/db/schema";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";

let server: Awaited<ReturnType<typeof startApiServer>>;
let merchant: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let operator: Awaited<ReturnType<typeof createUser>>;

const base = Date.parse("2026-01-01T00:00:00.000Z");
const day = 86_400_000;
const statuses: InvoiceStatus[] = ["WAITING_PAYMENT", "PAID", "EXPIRED", "CANCELED", "CONFIRMING"];


/** 25 invoices for the merchant: day i, amount (i+1)*10 (reverse order of updatedAt), every 5th PIX. */
function merchantInvoice(userId: number, index: number): NewInvoice {
  const pix = index % 5 === 4;
  return {
    userId,
    gateway: pix ? "pix" : "crypto",
    status: statuses[index % statuses.length] ?? "WAITING_PAYMENT",
    amountMinor: BigInt((((index * 7) % 25) + 1) * 1000),
    currency: pix ? "BRL" : "USD",
    externalReference: `ref-${String(index).padStart(2, "0")}`,
    customerName: index === 3 ? "Zélia Needle" : `Customer ${index}`,
    customerEmail: index === 4 ? "needle@shop.example" : `c${index}@example.com`,
    checkoutId: `checkout-${userId}-${index}`,
    expiresAt: new Date(base + index * day + 30 * 60_000),
    payCurrency: pix ? "BRL" : "BTC",
    amountDueBase: "1000",
    payAddress: pix ? null : index === 21 ? "0xAbCdEf0021" : `bc1qtestaddress${String(index).padStart(3, "0")}`,
    createdAt: new Date(base + index * day),
    updatedAt: new Date(base + (30 - index) * day),
  };
}

beforeAll(async () => {
  server = await startApiServer();
  const db = await getDb();
  merchant = await createUser(db);
  other = await createUser(db);
  admin = await createUser(db, { role: "admin" });
  operator = await createUser(db, { role: "operator" });
  await db.insert(invoices).values(Array.from({ length: 25 }, (_unused, index) => merchantInvoice(merchant.user.id, index)));
  await db.insert(invoices).values(
    Array.from({ length: 3 }, (_unused, index) => ({
      ...merchantInvoice(other.user.id, index),
      externalReference: `other-${index}`,
    })),
  );
});
afterAll(async () => {
  await server.close();
});

type Listed = { id: string; status: string; amount: number; createdAt: string; updatedAt: string; user_id: number; external_reference: string };

async function list(query: string, token = merchant.token) {
  const response = await api(server.url, `/api/invoices/payment-gateway${query}`, { token });
  return response as { status: number; body: { status: number; code: string; response: { data: Listed[]; pagination: Record<string, number> } } & Record<string, unknown> };
}

describe("GET /api/invoices/payment-gateway", () => {
  it("answers the envelope with data and pagination, newest first by default", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    expect(body.status).toBe(200);
    expect(body.code).toBe("success");
    expect(body.response.pagination).toEqual({ page: 1, quantityPerPage: 10, total: 25, totalPages: 3 });
    expect(body.response.data).toHaveLength(10);
    expect(body.response.data[0]?.external_reference).toBe("ref-24");
    expect(body.response.data.every((invoice) => invoice.user_id === merchant.user.id)).toBe(true);
  });

  it("pages through every invoice exactly once", async () => {
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const { body } = await list(`?page=${page}&quantityPerPage=10`);
      expect(body.response.pagination).toEqual({ page, quantityPerPage: 10, total: 25, totalPages: 3 });
      seen.push(...body.response.data.map((invoice) => invoice.id));
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const beyond = await list("?page=4");
    expect(beyond.body.response.data).toEqual([]);
    const sevens = await list("?quantityPerPage=7&page=4");
    expect(sevens.body.response.data).toHaveLength(4);
    expect(sevens.body.response.pagination.totalPages).toBe(4);
  });

  // status sorts by the order the invoice_status enum declares its values in.
  const enumOrder = ["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID", "PAID", "EXPIRED", "CANCELED"];
  const orders: [string, (invoice: Listed) => number][] = [
    ["createdAt", (invoice) => Date.parse(invoice.createdAt)],
    ["updatedAt", (invoice) => Date.parse(invoice.updatedAt)],
    ["amount", (invoice) => invoice.amount],
    ["status", (invoice) => enumOrder.indexOf(invoice.status)],
  ];
  describe.each(orders)("orderBy %s", (field, key) => {
    it.each(["ASC", "DESC"])("sorts %s", async (direction) => {
      const { status, body } = await list(`?orderBy=${field}.${direction}&quantityPerPage=100`);
      expect(status).toBe(200);
      const values = body.response.data.map(key);
      expect(values).toHaveLength(25);
      const sorted = [...values].sort((a, b) => a - b);
      expect(values).toEqual(direction === "ASC" ? sorted : sorted.reverse());
      expect(new Set(values).size).toBeGreaterThan(1);
    });
  });

  it.each(["ASC", "DESC"])("breaks status ties by createdAt in the same direction (%s)", async (direction) => {
    const { body } = await list(`?orderBy=status.${direction}&quantityPerPage=100`);
    const sortKey = (invoice: Listed) => [enumOrder.indexOf(invoice.status), Date.parse(invoice.createdAt)] as const;
    const keys = body.response.data.map(sortKey);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(keys).toEqual(direction === "ASC" ? sorted : sorted.reverse());
  });

  it("keeps a date range's total exact under another order and page", async () => {
    const { body } = await list("?start_date=2026-01-03&end_date=2026-01-20&orderBy=amount.DESC&quantityPerPage=5&page=2");
    expect(body.response.pagination).toEqual({ page: 2, quantityPerPage: 5, total: 17, totalPages: 4 });
    const amounts = body.response.data.map((invoice) => invoice.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(body.response.data.every((invoice) => invoice.createdAt >= "2026-01-03" && invoice.createdAt < "2026-01-20")).toBe(true);
  });

  it.each([
    ["status", "?status=PAID", 5],
    ["status in lower case", "?status=paid", 5],
    ["gateway", "?gateway=pix", 5],
    ["gateway crypto", "?gateway=crypto", 20],
    ["type upper-cased", "?type=payment", 25],
    ["type WITHDRAWAL", "?type=WITHDRAWAL", 0],
    ["status and gateway", "?status=CONFIRMING&gateway=pix", 5],
    ["start_date inclusive", "?start_date=2026-01-11T00:00:00.000Z", 15],
    ["end_date exclusive", "?end_date=2026-01-11T00:00:00.000Z", 10],
    ["a date range", "?start_date=2026-01-03&end_date=2026-01-05", 2],
    ["a date range with a status", "?start_date=2026-01-01&end_date=2026-01-11&status=PAID", 2],
    ["query on external reference", "?query=ref-1", 10],
    ["query on customer name, any case", "?query=z%C3%A9lia", 1],
    ["query on customer e-mail", "?query=needle%40shop", 1],
    ["query on the whole address", "?query=bc1qtestaddress007", 1],
    ["query on the start of the address, any case", "?query=BC1QTESTADDRESS01", 8],
    ["query on the end of the address, any case", "?query=Address007", 1],
    ["query on the middle of the address (not searched)", "?query=testaddress01", 0],
    ["query on the address as the create answer's pay_address", "?query=bc1qtestaddress007%3Famount%3D0.00153847", 1],
    ["query on the address as a BIP21 URI", "?query=BITCOIN%3Abc1qtestaddress007%3Famount%3D0.5", 1],
    ["query on an EVM address as an EIP-681 URI", "?query=ethereum%3A0xABCDEF0021%401%3Fvalue%3D1000", 1],
    [
      "query on an EVM address in a token transfer URI",
      "?query=ethereum%3A0x55d398326f99059fF775485246999027B3197955%4056%2Ftransfer%3Faddress%3D0xabcdef0021%26uint256%3D1",
      1,
    ],
    ["query with an e-mail's @ (no address)", "?query=bc1q%40shop", 0],
    ["query that matches nothing", "?query=nothing-like-this", 0],
    ["query spanning two fields (reference, then name)", "?query=ref-03%0AZ%C3%A9lia", 0],
    ["query of one or two characters", "?query=z%C3%A9", 1],
    ["query with LIKE wildcards taken literally", "?query=%25", 0],
  ])("filters by %s", async (_label, query, total) => {
    const { status, body } = await list(`${query}${query.includes("?") ? "&" : "?"}quantityPerPage=100`);
    expect(status).toBe(200);
    expect(body.response.pagination.total).toBe(total);
    expect(body.response.data).toHaveLength(total);
  });

  it("finds an invoice by its id", async () => {
    const { body } = await list("?quantityPerPage=1");
    const id = body.response.data[0]?.id ?? "";
    const found = await list(`?query=${id}`);
    expect(found.body.response.data.map((invoice) => invoice.id)).toContain(id);
  });

  it("reports totals from the counters that match COUNT(*) after status changes", async () => {
    const db = await getDb();
    await db.execute(sql`update invoices set status = 'PAID' where user_id = ${merchant.user.id} and external_reference = 'ref-00'`);
    const [counted] = rowsOf<{ total: string }>(
      await db.execute(sql`select count(*) as total from invoices where user_id = ${merchant.user.id} and status = 'PAID'`),
    );
    const { body } = await list("?status=PAID");
    expect(body.response.pagination.total).toBe(Number(counted?.total));
    expect(body.response.pagination.total).toBe(6);
    await db.execute(sql`update invoices set status = 'WAITING_PAYMENT' where user_id = ${merchant.user.id} and external_reference = 'ref-00'`);
  });

  it("answers 403 to a merchant using the user_id filter", async () => {
    const { status, body } = await list(`?user_id=${merchant.user.id}`);
    expect(status).toBe(403);
    expect(body.code).toBe("forbidden");
  });

  it("lets admins and operators list everyone's invoices or one user's", async () => {
    for (const staff of [admin, operator]) {
      const all = await list("?quantityPerPage=100", staff.token);
      expect(all.body.response.pagination.total).toBe(28);
      const one = await list(`?user_id=${other.user.id}`, staff.token);
      expect(one.body.response.pagination.total).toBe(3);
      expect(one.body.response.data.every((invoice) => invoice.user_id === other.user.id)).toBe(true);
    }
  });

  it("shows a merchant only their own invoices", async () => {
    const { body } = await list("?quantityPerPage=100", other.token);
    expect(body.response.pagination.total).toBe(3);
    expect(body.response.data.map((invoice) => invoice.external_reference).sort()).toEqual(["other-0", "other-1", "other-2"]);
  });

  it.each([
    ["page 0", "?page=0", "page"],
    ["page not a number", "?page=abc", "page"],
    ["quantityPerPage 0", "?quantityPerPage=0", "quantityPerPage"],
    ["quantityPerPage above 100", "?quantityPerPage=101", "quantityPerPage"],
    ["orderBy on another field", "?orderBy=customer_name.ASC", "orderBy"],
    ["orderBy without a direction", "?orderBy=amount", "orderBy"],
    ["orderBy with a bad direction", "?orderBy=amount.UP", "orderBy"],
    ["an unknown type", "?type=REFUND", "type"],
    ["an unknown status", "?status=LOST", "status"],
    ["an unknown gateway", "?gateway=bank", "gateway"],
    ["an invalid start_date", "?start_date=yesterday", "start_date"],
    ["an invalid end_date", "?end_date=2026-13-45", "end_date"],
    ["user_id not a number", "?user_id=me", "user_id"],
  ])("answers 400 naming the parameter for %s", async (_label, query, field) => {
    const { status, body } = await list(query, admin.token);
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_input");
    expect((body.errors as { path: string }[]).map((error) => error.path)).toEqual([field]);
  });

  it("answers 401 without a token", async () => {
    const { status } = await api(server.url, "/api/invoices/payment-gateway");
    expect(status).toBe(401);
  });
});
