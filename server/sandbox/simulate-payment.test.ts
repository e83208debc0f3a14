import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { api, createUser } from "@/server/testing/fixtures";
import { startApiServer } from "@/server/testing/api-server";
import { getInvoice } from "@/server/invoices/get-invoice";
import { cancelInvoice } from "@/server/invoices/lifecycle/cancel-invoice";
import { simulatePayment } from "./simulate-payment";
import { eventTypesOf } from "@/server/testing/invoices";
import { insertTestInvoice } from "@/server/testing/invoices";

let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(async () => {
  await server?.close();
});

async function sandboxInvoice(values: { amountDueBase?: string; rate?: string; amountMinor?: bigint } = {}) {
  const db = await getDb();
  const merchant = await createUser(db, { sandbox: true });
  const invoice = await insertTestInvoice(db, {
    userId: merchant.user.id,
    payCurrency: "BTC",
    amountDueBase: values.amountDueBase ?? "200000",
    amountMinor: values.amountMinor ?? 70_000n,
    rate: values.rate ?? "350000",
  });
  return { ...merchant, invoice };
}

describe("POST /api/sandbox/invoices/{id}/pay", () => {
  it("pays in full with an empty body, through invoice.confirming and invoice.paid", async () => {
    const db = await getDb();
    const { token, invoice } = await sandboxInvoice();
    const response = await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { method: "POST", token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 200,
      code: "success",
      response: { id: String(invoice.id), status: "PAID", amount_paid: "0.002", overpaid: false },
    });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.confirming", "invoice.paid"]);
  });

  it("takes an amount in the pay currency and leaves the invoice partially paid", async () => {
    const { token, invoice } = await sandboxInvoice();
    const response = await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token, body: { amount: "0.0005" } });
    expect(response.body.response).toMatchObject({ status: "PARTIALLY_PAID", amount_paid: "0.0005" });
  });

  it("takes an amount in the fiat currency, converted at the invoice's rate", async () => {
    // 700.00 BRL at 350000 BRL/BTC is 0.002 BTC: the whole amount due.
    const { token, invoice } = await sandboxInvoice();
    const response = await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, {
      token,
      body: { amount: "700", currency: "brl" },
    });
    expect(response.body.response).toMatchObject({ status: "PAID", amount_paid: "0.002" });
  });

  it("flags an overpayment", async () => {
    const { token, invoice } = await sandboxInvoice();
    const response = await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token, body: { amount: "0.003" } });
    expect(response.body.response).toMatchObject({ status: "PAID", overpaid: true });
  });

  it("answers 403 sandbox_only for a live merchant", async () => {
    const db = await getDb();
    const live = await createUser(db);
    const invoice = await insertTestInvoice(db, { userId: live.user.id });
    const response = await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token: live.token, body: {} });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ status: 403, code: "sandbox_only" });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created"]);
  });

  it.each([
    ["another merchant's invoice", "other", {}, 404, "not_found"],
    ["an unknown invoice", "unknown", {}, 404, "not_found"],
    ["an amount with too many decimals", "own", { amount: "0.000000001" }, 400, "invalid_input"],
    ["an amount that is not a decimal string", "own", { amount: 5 }, 400, "invalid_input"],
    ["a currency of neither side", "own", { amount: "1", currency: "EUR" }, 400, "invalid_input"],
    ["a zero amount", "own", { amount: "0" }, 400, "invalid_input"],
  ] as const)("rejects %s", async (_name, target, body, status, code) => {
    const db = await getDb();
    const { token, invoice } = await sandboxInvoice();
    const other = await sandboxInvoice();
    const id = target === "own" ? invoice.id : target === "other" ? other.invoice.id : 999_999_999;
    const response = await api(server.url, `/api/sandbox/invoices/${id}/pay`, { token, body });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ status, code });
    expect(await eventTypesOf(db, other.invoice.id)).toEqual(["invoice.created"]);
  });

  it("answers 401 without an API key", async () => {
    const response = await api(server.url, "/api/sandbox/invoices/1/pay", { body: {} });
    expect(response.status).toBe(401);
  });

  it("answers 409 invalid_transition for a canceled invoice and records nothing", async () => {
    const db = await getDb();
    const { token, invoice, actor } = await sandboxInvoice();
    await cancelInvoice(db, actor, { invoiceId: invoice.id });
    const response = await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token, body: {} });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ status: 409, code: "invalid_transition" });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.canceled"]);
    expect((await getInvoice(db, actor, invoice.id)).transactions).toEqual([]);
  });

  it("answers 409 for an invoice already paid", async () => {
    const { token, invoice } = await sandboxInvoice();
    await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token, body: {} });
    const again = await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("invalid_transition");
  });
});

describe("simulatePayment kinds", () => {
  it("pays half with partial, then the rest with full", async () => {
    const db = await getDb();
    const { actor, invoice } = await sandboxInvoice();
    expect(await simulatePayment(db, actor, { invoiceId: invoice.id, kind: "partial" })).toMatchObject({
      status: "PARTIALLY_PAID",
      amount_paid: "0.001",
    });
    expect(await simulatePayment(db, actor, { invoiceId: invoice.id, kind: "full" })).toMatchObject({
      status: "PAID",
      amount_paid: "0.002",
    });
  });

  it("expires the invoice first and pays it late with late", async () => {
    const db = await getDb();
    const { actor, invoice } = await sandboxInvoice();
    const paid = await simulatePayment(db, actor, { invoiceId: invoice.id, kind: "late" });
    expect(paid).toMatchObject({ status: "PAID", paid_late: true });
    // Seen while EXPIRED (a fact: invoice.updated), then final within the window (invoice.paid).
    expect(await eventTypesOf(db, invoice.id)).toEqual([
      "invoice.created",
      "invoice.expired",
      "invoice.updated",
      "invoice.paid",
    ]);
  });

  it("overpays by a tenth with over", async () => {
    const db = await getDb();
    const { actor, invoice } = await sandboxInvoice();
    expect(await simulatePayment(db, actor, { invoiceId: invoice.id, kind: "over" })).toMatchObject({
      status: "PAID",
      overpaid: true,
      amount_paid: "0.0022",
    });
  });
});
