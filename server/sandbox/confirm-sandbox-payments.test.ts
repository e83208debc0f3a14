import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { getCryptoCheckout } from "@/server/hosted-checkout/get-crypto-checkout";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { eventTypesOf, insertTestInvoice } from "@/server/testing/invoices";
import { confirmDueSandboxPayments } from "./confirm-sandbox-payments";

let server: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  server = await startApiServer();
});

afterAll(async () => {
  await server?.close();
});

async function sandboxInvoice(options: { sandbox?: boolean; gateway?: "crypto" | "pix" } = {}) {
  const db = await getDb();
  const merchant = await createUser(db, { sandbox: options.sandbox ?? true });
  const pix = options.gateway === "pix";
  const invoice = await insertTestInvoice(db, {
    userId: merchant.user.id,
    gateway: options.gateway ?? "crypto",
    payCurrency: pix ? "BRL" : "BTC",
    amountDueBase: pix ? "70000" : "200000",
    amountMinor: 70_000n,
    rate: pix ? null : "350000",
    payAddress: pix ? null : undefined,
  });
  return { db, ...merchant, invoice };
}

describe("a sandbox payment confirmed later", () => {
  it("stays CONFIRMING with 0 confirmations on the checkout until the confirm call makes it PAID", async () => {
    const { db, token, invoice } = await sandboxInvoice();
    const paid = await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token, body: { confirm: "later" } });
    expect(paid.status).toBe(200);
    expect(paid.body.response).toMatchObject({ status: "CONFIRMING", amount_paid: "0" });
    expect(await getCryptoCheckout(db, invoice.checkoutId)).toMatchObject({ status: "CONFIRMING", confirmations: 0, requiredConfirmations: 1 });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.confirming"]);

    const confirmed = await api(server.url, `/api/sandbox/invoices/${invoice.id}/confirm`, { method: "POST", token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.response).toMatchObject({ status: "PAID", amount_paid: "0.002" });
    expect(await eventTypesOf(db, invoice.id)).toEqual(["invoice.created", "invoice.confirming", "invoice.paid"]);

    const again = await api(server.url, `/api/sandbox/invoices/${invoice.id}/confirm`, { method: "POST", token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "invalid_transition" });
  });

  it("is confirmed by the tick once SANDBOX_CONFIRM_SECONDS have passed, and not before", async () => {
    const { db, token, invoice } = await sandboxInvoice();
    await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token, body: { confirm: "later", kind: "partial" } });
    const now = Date.now();
    await confirmDueSandboxPayments(db, { now: new Date(now), afterSeconds: 60 });
    expect((await getCryptoCheckout(db, invoice.checkoutId)).status).not.toBe("PARTIALLY_PAID");
    await confirmDueSandboxPayments(db, { now: new Date(now + 61_000), afterSeconds: 60 });
    expect(await getCryptoCheckout(db, invoice.checkoutId)).toMatchObject({ status: "PARTIALLY_PAID", amountPaid: "0.001" });
  });

  it.each([
    { name: "a PIX payment", options: { gateway: "pix" as const }, body: { confirm: "later" }, status: 400, field: "confirm" },
    { name: "an unknown mode", options: {}, body: { confirm: "soon" }, status: 400, field: "confirm" },
  ])("refuses $name, naming the field", async ({ options, body, status, field }) => {
    const { token, invoice } = await sandboxInvoice(options);
    const response = await api(server.url, `/api/sandbox/invoices/${invoice.id}/pay`, { token, body });
    expect(response.status).toBe(status);
    expect(JSON.stringify(response.body)).toContain(field);
  });

  it("answers 403 to a live merchant and 404 for another merchant's invoice", async () => {
    const live = await sandboxInvoice({ sandbox: false });
    expect((await api(server.url, `/api/sandbox/invoices/${live.invoice.id}/confirm`, { method: "POST", token: live.token })).status).toBe(403);
    const other = await sandboxInvoice();
    const mine = await sandboxInvoice();
    expect((await api(server.url, `/api/sandbox/invoices/${other.invoice.id}/confirm`, { method: "POST", token: mine.token })).status).toBe(404);
  });
});
