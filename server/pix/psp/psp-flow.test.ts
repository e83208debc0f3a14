import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoicePayments, invoices, invoiceTransitions, webhookEvents } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { getInvoice } from "@/server/invoices/get-invoice";
import { cancelInvoice } from "@/server/invoices/lifecycle/cancel-invoice";
import { markInvoicePaid } from "@/server/invoices/lifecycle/mark-invoice-paid";
import { transitionInvoice } from "@/server/invoices/lifecycle/state-machine";
import { expectConsistentHistory } from "@/server/testing/invoices";
import { parseBrCode } from "@/server/pix/brcode";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { createApiPixPsp } from "./api-pix";
import { usePixPsp } from "./configured-psp";
import { jobs } from "@/server/psp-sync/jobs";
import { pollOpenCharges } from "./poll-open-charges";
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, startFakeApiPix, type FakeApiPix } from "@/server/testing/fake-api-pix";

let server: Awaited<ReturnType<typeof startApiServer>>;
let psp: FakeApiPix;
let token: string;
let merchantActor: Actor;

const PIX_KEY = "123e4567-e12b-12d1-a456-426655440000";

const pspAdapter = () =>
  createApiPixPsp({ baseUrl: psp.baseUrl, tokenUrl: psp.tokenUrl, clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET });

beforeAll(async () => {
  psp = await startFakeApiPix();
  usePixPsp(pspAdapter());
  server = await startApiServer();
  const db = await getDb();
  const merchant = await createUser(db);
  token = merchant.token;
  merchantActor = merchant.actor;
  await setPixProfile(db, merchant.actor, { key: PIX_KEY, legalName: "Loja PSP", document: "52998224725", city: "Curitiba" });
});

afterAll(async () => {
  await server.close();
  await psp.close();
  usePixPsp(null);
});

async function createPayment(amount = 25.9) {
  const { status, body } = await api(server.url, "/api/payments", {
    token,
    body: { clientMode: "fillDataNow", amount, expire_at: new Date(Date.now() + 3_600_000).toISOString(), name_client: "Ana Souza", document_client: "52998224725", document_type: "CPF" },
  });
  expect(status).toBe(201);
  return body.response as { id: number; transaction_pix_id: string; emv: string; status: string };
}

const callback = (entries: unknown[]) => api(server.url, "/api/pix/webhook", { body: { pix: entries } });

async function invoiceState(id: number) {
  const db = await getDb();
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
  const payments = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
  const events = await db.select({ type: webhookEvents.type }).from(webhookEvents).where(eq(webhookEvents.invoiceId, id));
  const timeline = await db.select().from(invoiceTransitions).where(eq(invoiceTransitions.invoiceId, id));
  return { invoice, payments, events: events.map((event) => event.type), timeline };
}

describe("API Pix adapter end to end", () => {
  it("creates the charge with PUT /cob/{txid} and answers the PSP's copy-and-paste code", async () => {
    const payment = await createPayment(25.9);
    expect(payment.transaction_pix_id).toMatch(/^[A-Za-z0-9]{32}$/);
    const cob = psp.cobs.get(payment.transaction_pix_id);
    expect(cob).toMatchObject({ chave: PIX_KEY, valor: { original: "25.90" }, devedor: { nome: "Ana Souza", cpf: "52998224725" } });
    expect(payment.emv).toBe(cob?.pixCopiaECola);
    expect(parseBrCode(payment.emv).locationUrl).toBe(cob?.location);
    const { invoice } = await invoiceState(payment.id);
    expect(invoice).toMatchObject({ pspName: "apipix", pixLocation: cob?.location });
  });

  it("moves the invoice to PAID on a callback confirmed by GET /pix/{endToEndId}", async () => {
    const payment = await createPayment(10);
    const pix = psp.pay(payment.transaction_pix_id);
    const { status, body } = await callback([pix]);
    expect(status).toBe(200);
    expect(body.results).toEqual([{ endToEndId: pix.endToEndId, outcome: "confirmed" }]);
    expect(psp.calls).toContain(`GET /pix/${pix.endToEndId}`);
    const state = await invoiceState(payment.id);
    expect(state.invoice).toMatchObject({ status: "PAID", amountPaidBase: "1000", overpaid: false });
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({ network: "pix", reference: pix.endToEndId, state: "confirmed" });
    expect(state.events).toContain("invoice.paid");
    expect(state.timeline.at(-1)).toMatchObject({ toStatus: "PAID", reason: "psp" });
  });

  it("counts a repeated callback once", async () => {
    const payment = await createPayment(11);
    const pix = psp.pay(payment.transaction_pix_id);
    await callback([pix]);
    const again = await callback([pix]);
    expect(again.body.results[0].outcome).toBe("already_recorded");
    const state = await invoiceState(payment.id);
    expect(state.payments).toHaveLength(1);
    expect(state.events.filter((type) => type === "invoice.paid")).toHaveLength(1);
  });

  const forged: [string, (txid: string) => unknown, string][] = [
    ["an endToEndId the PSP does not know", (txid) => ({ endToEndId: "E00000000202611221200forged0001", txid, valor: "12.00" }), "unknown_pix"],
    [
      "a callback whose amount differs from the PSP's record",
      (txid) => ({ ...psp.pay(txid), valor: "1200.00" }),
      "amount_mismatch",
    ],
    [
      "a callback whose txid differs from the PSP's record",
      (txid) => ({ ...psp.pay(txid), txid: "X".repeat(32) }),
      "txid_mismatch",
    ],
    [
      "a pix settled to another key",
      (txid) => {
        psp.addPix({ endToEndId: "E99999999202611221200otherkey01", txid, valor: "12.00", chave: "someone@else.com", horario: new Date().toISOString() });
        return { endToEndId: "E99999999202611221200otherkey01", txid, valor: "12.00" };
      },
      "key_mismatch",
    ],
    [
      "a pix of a smaller amount for our txid",
      (txid) => {
        psp.addPix({ endToEndId: "E99999999202611221200smaller01", txid, valor: "0.01", chave: PIX_KEY, horario: new Date().toISOString() });
        return { endToEndId: "E99999999202611221200smaller01", txid, valor: "0.01" };
      },
      "amount_mismatch",
    ],
    [
      "a pix of a charge that is not ours",
      () => {
        psp.addPix({ endToEndId: "E99999999202611221200notours01", txid: "N".repeat(30), valor: "12.00", chave: PIX_KEY, horario: new Date().toISOString() });
        return { endToEndId: "E99999999202611221200notours01", txid: "N".repeat(30), valor: "12.00" };
      },
      "unknown_charge",
    ],
  ];

  it.each(forged)("rejects %s and changes nothing", async (_label, entryFor, outcome) => {
    const payment = await createPayment(12);
    const before = await invoiceState(payment.id);
    const { status, body } = await callback([entryFor(payment.transaction_pix_id)]);
    expect(status).toBe(200);
    expect(body.results[0].outcome).toBe(outcome);
    const after = await invoiceState(payment.id);
    expect(after.invoice).toEqual(before.invoice);
    expect(after.payments).toEqual([]);
    expect(after.events).toEqual(before.events);
  });

  it("marks a payment that lands after expiry, within the monitoring window, as paid late", async () => {
    const payment = await createPayment(23);
    const db = await getDb();
    await db.transaction((tx) =>
      transitionInvoice(tx, { invoiceId: payment.id, to: "EXPIRED", reason: "expired", patch: { expiredAt: new Date() } }),
    );
    const pix = psp.pay(payment.transaction_pix_id);
    const { body } = await callback([pix]);
    expect(body.results[0].outcome).toBe("confirmed");
    expect((await invoiceState(payment.id)).invoice).toMatchObject({ status: "PAID", paidLate: true });
  });

  it("records a PIX settled on a canceled invoice and announces it, and the invoice stays canceled", async () => {
    const db = await getDb();
    const payment = await createPayment(24);
    await cancelInvoice(db, merchantActor, { invoiceId: payment.id });
    const pix = psp.pay(payment.transaction_pix_id);
    const { body } = await callback([pix]);
    expect(body.results[0].outcome).toBe("confirmed");

    const { invoice, timeline, events } = await expectConsistentHistory(db, payment.id);
    expect(invoice).toMatchObject({ status: "CANCELED", amountPaidBase: "2400", version: 3 });
    expect(timeline.at(-1)).toMatchObject({ fromStatus: "CANCELED", toStatus: "CANCELED", reason: "payment_after_final" });
    expect(events.at(-1)?.type).toBe("invoice.payment_after_final");
    const shown = await getInvoice(db, merchantActor, payment.id);
    expect(shown).toMatchObject({ status: "CANCELED", amount_paid: "24" });
    expect(shown.transactions).toMatchObject([{ hash: pix.endToEndId, state: "confirmed" }]);
  });

  it("takes turns when callbacks, polling, a cancel and a mark-paid reach one charge at once", async () => {
    const db = await getDb();
    for (let round = 0; round < 8; round += 1) {
      const payment = await createPayment(30 + round);
      const pix = psp.pay(payment.transaction_pix_id);
      const deliver = () => callback([pix]).then((response) => ({ status: response.status, outcome: response.body.results?.[0]?.outcome }));
      const manual = (change: Promise<unknown>) => change.then(() => "ok", (error: { code?: string }) => error.code);
      const calls = [
        deliver,
        deliver,
        () => pollOpenCharges(db, pspAdapter(), { now: new Date() }),
        // In odd rounds the PSP's reports race only each other (a cancel, with no PSP call to make,
        // is usually first: it would leave them nothing to move).
        ...(round % 2 === 0 ? [() => manual(cancelInvoice(db, merchantActor, { invoiceId: payment.id }))] : []),
        ...(round % 4 === 0 ? [() => manual(markInvoicePaid(db, merchantActor, { invoiceId: payment.id }))] : []),
      ];
      // A different call goes first each round.
      const order = calls.map((_, index) => (index + round) % calls.length);
      const started = new Map(order.map((index) => [index, calls[index]?.()]));
      const results = await Promise.all(calls.map((_, index) => started.get(index)));
      expect(results.slice(0, 2)).toEqual([
        { status: 200, outcome: expect.stringMatching(/^(confirmed|already_recorded)$/) },
        { status: 200, outcome: expect.stringMatching(/^(confirmed|already_recorded)$/) },
      ]);
      expect(results[2]).toMatchObject({ failed: 0 });
      for (const outcome of results.slice(3)) expect(["ok", "invalid_transition"]).toContain(outcome);

      const state = await invoiceState(payment.id);
      // One pix, recorded once, whatever won; the invoice is paid by it or was canceled before it.
      expect(state.payments).toHaveLength(1);
      expect(state.invoice?.amountPaidBase).toBe(String((30 + round) * 100));
      expect(["PAID", "CANCELED"]).toContain(state.invoice?.status);
      await expectConsistentHistory(db, payment.id);
    }
  });

  it("answers 400 for a body that is no API Pix callback", async () => {
    const { status, body } = await api(server.url, "/api/pix/webhook", { body: { pix: [{ txid: "abc" }] } });
    expect(status).toBe(400);
    expect(body.errors.map((error: { path: string }) => error.path)).toContain("pix.0.endToEndId");
  });

  it("accepts the callback at the /pix path API Pix appends to the webhook URL", async () => {
    const payment = await createPayment(13);
    const pix = psp.pay(payment.transaction_pix_id);
    const { status, body } = await api(server.url, "/api/pix/webhook/pix", { body: { pix: [pix] } });
    expect(status).toBe(200);
    expect(body.results[0].outcome).toBe("confirmed");
  });

  it("confirms paid charges by polling GET /cob/{txid} when no callback comes", async () => {
    const db = await getDb();
    // Charges paid at the PSP by earlier tests (behind forged callbacks) are confirmed here first.
    await pollOpenCharges(db, pspAdapter(), { now: new Date() });
    const paid = await createPayment(14);
    const open = await createPayment(15);
    psp.pay(paid.transaction_pix_id);
    const poll = jobs.find((job) => job.name === "pix-psp-poll");
    const result = await poll?.run({ db, now: new Date() });
    expect(result).toMatchObject({ confirmed: 1, failed: 0 });
    // Within the poll interval another tick (from any instance) leaves the PSP alone.
    const calls = psp.calls.length;
    expect(await poll?.run({ db, now: new Date() })).toBeUndefined();
    expect(psp.calls.length).toBe(calls);
    expect(psp.calls).toContain(`GET /cob/${open.transaction_pix_id}`);
    expect((await invoiceState(paid.id)).invoice?.status).toBe("PAID");
    expect((await invoiceState(open.id)).invoice?.status).toBe("WAITING_PAYMENT");
  });

  it("reuses its OAuth2 token and fetches a new one when the PSP revokes it", async () => {
    const before = psp.tokenRequests();
    await createPayment(16);
    await createPayment(17);
    expect(psp.tokenRequests()).toBe(before);
    psp.revokeTokens();
    await createPayment(18);
    expect(psp.tokenRequests()).toBe(before + 1);
  });

  it("answers 503 and creates no invoice when the PSP refuses the charge", async () => {
    const db = await getDb();
    const count = async () => (await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.gateway, "pix")))).length;
    const before = await count();
    usePixPsp(createApiPixPsp({ baseUrl: psp.baseUrl, tokenUrl: psp.tokenUrl, clientId: FAKE_CLIENT_ID, clientSecret: "wrong" }));
    try {
      const { status, body } = await api(server.url, "/api/payments", {
        token,
        body: { clientMode: "noNeedToSpecify", amount: 5, expire_at: new Date(Date.now() + 3_600_000).toISOString() },
      });
      expect(status).toBe(503);
      expect(body.code).toBe("service_unavailable");
      expect(await count()).toBe(before);
    } finally {
      usePixPsp(pspAdapter());
    }
  });
});

describe("callback secret", () => {
  it("refuses a callback without the configured secret and confirms one with it", async () => {
    const { receivePspCallback } = await import("@/server/psp-sync/receive-callback");
    const payment = await createPayment(19);
    const pix = psp.pay(payment.transaction_pix_id);
    const entries = [{ endToEndId: pix.endToEndId, txid: pix.txid, valor: pix.valor }];
    const db = await getDb();
    await expect(receivePspCallback(db, { entries, secret: null, expectedSecret: "s3cret-value" })).rejects.toMatchObject({ code: "unauthorized" });
    await expect(receivePspCallback(db, { entries, secret: "wrong-value", expectedSecret: "s3cret-value" })).rejects.toMatchObject({ code: "unauthorized" });
    expect((await invoiceState(payment.id)).invoice?.status).toBe("WAITING_PAYMENT");
    const accepted = await receivePspCallback(db, { entries, secret: "s3cret-value", expectedSecret: "s3cret-value" });
    expect(accepted.results[0]?.outcome).toBe("confirmed");
  });
});

describe("pollOpenCharges", () => {
  it("works through a long list in batches and starts over at the end", async () => {
    const db = await getDb();
    await createPayment(20);
    await createPayment(21);
    await createPayment(22);
    const seen: number[] = [];
    let afterId = 0;
    for (let round = 0; round < 50; round += 1) {
      const result = await pollOpenCharges(db, pspAdapter(), { now: new Date(), afterId, batchSize: 2 });
      seen.push(result.checked);
      afterId = result.nextAfterId;
      if (afterId === 0) break;
    }
    expect(afterId).toBe(0);
    expect(seen.slice(0, -1).every((checked) => checked === 2)).toBe(true);
    expect(seen.length).toBeGreaterThan(1);
  });
});
