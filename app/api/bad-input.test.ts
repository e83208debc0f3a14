// Bad input is a 4xx naming the field at every door: the REST endpoints, the CSV export and tRPC
// (the public checkout's procedures and the dashboard's), over a real HTTP server.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import type { Invoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { insertTestInvoice } from "@/server/testing/invoices";

// The dashboard's session (next-auth needs Next.js's request scope): the merchant of these tests.
const session = vi.hoisted(() => ({ actor: null as Actor | null }));
vi.mock("@/server/session/get-session-actor", () => ({ getSessionActor: async () => session.actor }));

let server: Awaited<ReturnType<typeof startApiServer>>;
let token: string;
let invoice: Invoice;

beforeAll(async () => {
  server = await startApiServer();
  const db = await getDb();
  const merchant = await createUser(db, { sandbox: true });
  token = merchant.token;
  session.actor = merchant.actor;
  await setPixProfile(db, merchant.actor, {
    key: "pagamentos@loja.com.br",
    legalName: "Loja Exemplo Comércio Ltda",
    document: "11.222.333/0001-81",
    city: "São Paulo",
  });
  invoice = await insertTestInvoice(db, { userId: merchant.user.id });
});

afterAll(async () => {
  await server.close();
});

const NUL = "\u0000";
const LONE = "\ud800";
const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

const crypto = (fields: Record<string, unknown>) => ({
  amount: 10,
  fiat_currency: "BRL",
  pay_currency: "BTC",
  customer_name: "Ana Souza",
  customer_email: "ana@example.com",
  external_reference: "order-1",
  ...fields,
});
const pix = (fields: Record<string, unknown>) => ({ clientMode: "noNeedToSpecify", amount: 10, expire_at: inOneHour(), ...fields });

type Case = { name: string; method?: string; path: () => string; body?: () => unknown; field: string; status?: number };

const restCases: Case[] = [
  // POST /api/payments/v2/crypto
  { name: "crypto create: NUL in customer_name", path: () => "/api/payments/v2/crypto", body: () => crypto({ customer_name: `Ana${NUL}` }), field: "customer_name" },
  { name: "crypto create: lone surrogate in external_reference", path: () => "/api/payments/v2/crypto", body: () => crypto({ external_reference: `ref${LONE}` }), field: "external_reference" },
  { name: "crypto create: NUL in customer_email", path: () => "/api/payments/v2/crypto", body: () => crypto({ customer_email: `ana${NUL}@example.com` }), field: "customer_email" },
  { name: "crypto create: NUL in a field name", path: () => "/api/payments/v2/crypto", body: () => crypto({ [`note${NUL}`]: "x" }), field: `note${NUL}` },
  { name: "crypto create: amount 1e-21", path: () => "/api/payments/v2/crypto", body: () => crypto({ amount: 1e-21 }), field: "amount" },
  { name: "crypto create: amount 5e-324", path: () => "/api/payments/v2/crypto", body: () => crypto({ amount: 5e-324 }), field: "amount" },
  { name: "crypto create: amount 0.001", path: () => "/api/payments/v2/crypto", body: () => crypto({ amount: 0.001 }), field: "amount" },
  // POST /api/payments
  { name: "PIX create: NUL in description", path: () => "/api/payments", body: () => pix({ description: `Pedido${NUL}` }), field: "description" },
  {
    name: "PIX create: lone surrogate in name_client",
    path: () => "/api/payments",
    body: () => pix({ clientMode: "fillDataNow", name_client: `Ana${LONE}`, document_type: "CPF", document_client: "111.444.777-35" }),
    field: "name_client",
  },
  { name: "PIX create: amount 1e-21", path: () => "/api/payments", body: () => pix({ amount: 1e-21 }), field: "amount" },
  { name: "PIX create: amount 5e-324", path: () => "/api/payments", body: () => pix({ amount: 5e-324 }), field: "amount" },
  { name: "PIX create: expire_at in year 0", path: () => "/api/payments", body: () => pix({ expire_at: "0000-01-01T00:00:00Z" }), field: "expire_at" },
  { name: "PIX create: expire_at past year 9999", path: () => "/api/payments", body: () => pix({ expire_at: "9999-12-31T23:00:00-05:00" }), field: "expire_at" },
  // GET /api/invoices/payment-gateway
  { name: "list: NUL in query", path: () => "/api/invoices/payment-gateway?query=ana%00", field: "query" },
  { name: "list: NUL in orderBy", path: () => "/api/invoices/payment-gateway?orderBy=%00", field: "orderBy" },
  { name: "list: start_date in year 0", path: () => "/api/invoices/payment-gateway?start_date=0000-12-31", field: "start_date" },
  { name: "list: end_date past year 9999 after the zone shift", path: () => "/api/invoices/payment-gateway?end_date=9999-12-31T23:00-05:00", field: "end_date" },
  { name: "list: page beyond a safe integer", path: () => "/api/invoices/payment-gateway?page=1e300", field: "page" },
  { name: "list: user_id beyond a bigint", path: () => "/api/invoices/payment-gateway?user_id=99999999999999999999", field: "user_id" },
  // GET /api/invoices/payment-gateway/{id}
  { name: "read: NUL in the id", path: () => "/api/invoices/payment-gateway/1%00", field: "params.id" },
  // POST /api/invoices/resend-webhook/{id}
  { name: "resend: NUL in the id", method: "POST", path: () => "/api/invoices/resend-webhook/%00", field: "params.id" },
  // POST /api/sandbox/invoices/{id}/pay
  { name: "sandbox pay: NUL in the id", path: () => "/api/sandbox/invoices/%00/pay", body: () => ({}), field: "params.id" },
  { name: "sandbox pay: NUL in currency", path: () => `/api/sandbox/invoices/${invoice.id}/pay`, body: () => ({ currency: `BT${NUL}` }), field: "currency" },
  { name: "sandbox pay: lone surrogate in amount", path: () => `/api/sandbox/invoices/${invoice.id}/pay`, body: () => ({ amount: `1${LONE}` }), field: "amount" },
  // POST /api/checkouts, GET /api/checkouts/{id}
  { name: "checkout session: NUL in description", path: () => "/api/checkouts", body: () => ({ amount: 10, currency: "BRL", description: `Bolo${NUL}` }), field: "description" },
  { name: "checkout session: amount 1e-21", path: () => "/api/checkouts", body: () => ({ amount: 1e-21, currency: "BRL" }), field: "amount" },
  { name: "checkout session: expires_at in year 0", path: () => "/api/checkouts", body: () => ({ amount: 10, currency: "BRL", expires_at: "0000-01-01T00:00:00Z" }), field: "expires_at" },
  { name: "checkout session read: NUL in the id", path: () => "/api/checkouts/cs_%00", field: "params.id" },
  // POST /api/payment-links, GET /api/payment-links/{id}
  { name: "payment link: NUL in title", path: () => "/api/payment-links", body: () => ({ title: `Bolo${NUL}`, currency: "BRL", amount: 10 }), field: "title" },
  { name: "payment link: amount 1e-21", path: () => "/api/payment-links", body: () => ({ title: "Bolo", currency: "BRL", amount: 1e-21 }), field: "amount" },
  { name: "payment link read: NUL in the id", path: () => "/api/payment-links/1%00", field: "params.id" },
  // GET /api/events: a cursor's first part is an xid8, below 2^64
  { name: "event feed: a cursor's transaction id at 2^64", path: () => "/api/events?after=18446744073709551616.evt_abc", field: "after" },
  { name: "event feed: a cursor's transaction id of 20 nines", path: () => "/api/events?after=99999999999999999999.evt_abc", field: "after" },
  { name: "event feed: a cursor without its event id", path: () => "/api/events?after=12345", field: "after" },
  { name: "event feed: a word other than now", path: () => "/api/events?after=later", field: "after" },
  // GET /api/invoices/export (the dashboard session)
  { name: "export: NUL in query", path: () => "/api/invoices/export?query=%00", field: "query" },
  { name: "export: start_date in year 0", path: () => "/api/invoices/export?start_date=0000-06-01", field: "start_date" },
  { name: "export: end_date past year 9999", path: () => "/api/invoices/export?end_date=9999-12-31T23:30-01:00", field: "end_date" },
];

describe("bad input over REST", () => {
  it.each(restCases)("$name is a 400 naming $field", async ({ method, path, body, field, status = 400 }) => {
    const payload = body?.();
    const response = await api(server.url, path(), {
      method: method ?? (payload === undefined ? "GET" : "POST"),
      token,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ status, code: "invalid_input", message: expect.any(String) });
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
  });

  it("names both the unstorable text and the schema's other errors in one answer", async () => {
    const response = await api(server.url, "/api/payments/v2/crypto", {
      token,
      body: JSON.stringify(crypto({ customer_name: `Ana${NUL}`, amount: 1e-21, pay_currency: "DOGE" })),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toEqual(["customer_name", "amount", "pay_currency"]);
  });
});

/** A tRPC call over HTTP as the browser sends it (a query in the URL, a mutation as a JSON body). */
async function trpc(procedure: string, kind: "query" | "mutation", input: unknown) {
  const encoded = encodeURIComponent(JSON.stringify(input));
  const response =
    kind === "query"
      ? await fetch(`${server.url}/api/trpc/${procedure}?input=${encoded}`)
      : await fetch(`${server.url}/api/trpc/${procedure}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(input),
        });
  return { status: response.status, body: await response.json() };
}

const checkoutId = () => invoice.checkoutId;
const customer = (fields: Record<string, unknown>) => ({
  checkoutId: checkoutId(),
  name: "Ana Souza",
  documentType: "CPF",
  document: "111.444.777-35",
  email: "ana@example.com",
  ...fields,
});

const trpcCases: Array<{ name: string; procedure: string; kind: "query" | "mutation"; input: () => unknown; field: string }> = [
  // The public checkout (no sign-in).
  { name: "checkout.pix: NUL in checkoutId", procedure: "checkout.pix", kind: "query", input: () => ({ checkoutId: `${checkoutId()}${NUL}` }), field: "checkoutId" },
  { name: "checkout.pix: lone surrogate in checkoutId", procedure: "checkout.pix", kind: "query", input: () => ({ checkoutId: `${LONE}${checkoutId()}` }), field: "checkoutId" },
  { name: "checkout.submitCustomer: NUL in name", procedure: "checkout.submitCustomer", kind: "mutation", input: () => customer({ name: `Ana${NUL}` }), field: "name" },
  { name: "checkout.submitCustomer: lone surrogate in email", procedure: "checkout.submitCustomer", kind: "mutation", input: () => customer({ email: `ana${LONE}@example.com` }), field: "email" },
  { name: "checkout.crypto: NUL in checkoutId", procedure: "checkout.crypto", kind: "query", input: () => ({ checkoutId: `${NUL}${checkoutId()}` }), field: "checkoutId" },
  // The dashboard (signed in).
  { name: "invoices.createCryptoPayment: NUL in customer_name", procedure: "invoices.createCryptoPayment", kind: "mutation", input: () => crypto({ customer_name: `Ana${NUL}` }), field: "customer_name" },
  { name: "invoices.createCryptoPayment: amount 1e-21", procedure: "invoices.createCryptoPayment", kind: "mutation", input: () => crypto({ amount: 1e-21 }), field: "amount" },
  { name: "pix.createPayment: lone surrogate in description", procedure: "pix.createPayment", kind: "mutation", input: () => pix({ description: `x${LONE}` }), field: "description" },
  { name: "webhooks.setUrl: NUL in url", procedure: "webhooks.setUrl", kind: "mutation", input: () => ({ url: `https://hooks.example.com/${NUL}` }), field: "url" },
  { name: "invoices.list: NUL in query", procedure: "invoices.list", kind: "query", input: () => ({ query: `ana${NUL}` }), field: "query" },
  { name: "invoices.list: start_date in year 0", procedure: "invoices.list", kind: "query", input: () => ({ start_date: "0000-12-31" }), field: "start_date" },
];

describe("bad input over tRPC", () => {
  it.each(trpcCases)("$name is a 400 naming $field", async ({ procedure, kind, input, field }) => {
    const { status, body } = await trpc(procedure, kind, input());
    expect(status).toBe(400);
    expect(body.error.data).toMatchObject({ code: "BAD_REQUEST", appCode: "invalid_input" });
    expect(body.error.data.fieldErrors.map((error: { path: string }) => error.path)).toContain(field);
  });
});
