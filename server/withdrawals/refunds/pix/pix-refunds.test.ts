import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { getHomeFigures } from "@/server/reports/home-figures";
import { getSettlementReport, settlementRows } from "@/server/reports/settlement-report";
import { invoicePayments, invoices, invoiceTransitions, webhookEvents } from "@/db/schema";
import { setPspConnection } from "@/server/pix/connection/set-psp-connection";
import { jobs } from "@/server/psp-sync/jobs";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiPixSimulator, type ApiPixSimulator } from "@/server/sandbox/api-pix/api-pix-simulator";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";

let server: Awaited<ReturnType<typeof startApiServer>>;
let psp: ApiPixSimulator;
let token: string;
let merchantActor: Actor;
const KEY = "refunds@example.com";

beforeAll(async () => {
  server = await startApiServer();
  psp = await startApiPixSimulator();
  const db = await getDb();
  const merchant = await createUser(db);
  token = merchant.token;
  merchantActor = merchant.actor;
  await setPixProfile(db, merchant.actor, { key: KEY, legalName: "Loja Devolve", document: "52998224725", city: "Curitiba" });
  await setPspConnection(db, merchant.actor, { baseUrl: psp.baseUrl, tokenUrl: psp.tokenUrl, clientId: "ponte-client", clientSecret: "ponte-secret" });
});

afterAll(async () => {
  await server.close();
  await psp.close();
});

const callbackPath = () => `${new URL(psp.webhooks.get(KEY) ?? "").pathname}/pix`;
const deliver = (pix: unknown) => api(server.url, callbackPath(), { body: { pix: [pix] } });

/** A paid PIX payment: charged at the PSP, paid, confirmed by its callback. */
async function paidPayment(amount: number) {
  const created = await api(server.url, "/api/payments", {
    token,
    body: { clientMode: "noNeedToSpecify", amount, expire_at: new Date(Date.now() + 3_600_000).toISOString() },
  });
  expect(created.status).toBe(201);
  const payment = created.body.response as { id: number; transaction_pix_id: string };
  const pix = psp.pay(payment.transaction_pix_id);
  expect((await deliver(pix)).body.results[0].outcome).toBe("confirmed");
  return { id: payment.id, endToEndId: pix.endToEndId };
}

const refund = (paymentId: number, body: Record<string, unknown> = {}) =>
  api(server.url, `/api/invoices/${paymentId}/refunds`, { token, body });

async function refundState(id: string | number) {
  const db = await getDb();
  const [row] = await db.select().from(invoices).where(eq(invoices.id, Number(id)));
  const events = await db.select({ type: webhookEvents.type }).from(webhookEvents).where(eq(webhookEvents.invoiceId, Number(id))).orderBy(asc(webhookEvents.id));
  const timeline = await db.select().from(invoiceTransitions).where(eq(invoiceTransitions.invoiceId, Number(id))).orderBy(asc(invoiceTransitions.id));
  return { row, events: events.map((event) => event.type), timeline };
}

/** The PSP settles the devolução and sends the pix's callback (with its devolucoes). */
async function settle(endToEndId: string, refundId: string, status: "DEVOLVIDO" | "NAO_REALIZADO") {
  const pix = psp.settleRefund(endToEndId, refundId, status, status === "NAO_REALIZADO" ? "Conta do pagador encerrada" : undefined);
  return deliver(pix);
}

describe("PIX refunds (devolução)", () => {
  it("refunds a payment in full: PROCESSING, then COMPLETED on DEVOLVIDO, with its events", async () => {
    const payment = await paidPayment(10);
    const { status, body } = await refund(payment.id);
    expect(status).toBe(201);
    const created = body.response;
    expect(created).toMatchObject({ type: "WITHDRAWAL", gateway: "pix", status: "PROCESSING", amount_due: "10", withdrawal: { kind: "refund", refund_of: String(payment.id) } });
    const refundId = (await refundState(created.id)).row?.pixTxid ?? "";
    expect(psp.calls).toContain(`PUT /pix/${payment.endToEndId}/devolucao/${refundId}`);
    expect(psp.pixes.get(payment.endToEndId)?.devolucoes).toMatchObject([{ id: refundId, valor: "10.00", status: "EM_PROCESSAMENTO" }]);

    const readsBefore = psp.calls.filter((call) => call === `GET /pix/${payment.endToEndId}`).length;
    const delivered = await settle(payment.endToEndId, refundId, "DEVOLVIDO");
    expect(delivered.body.results[0]).toMatchObject({ outcome: "already_recorded", refunds: [{ refundId, outcome: "completed" }] });
    // One reading of the pix answers for both the payment and its refunds.
    expect(psp.calls.filter((call) => call === `GET /pix/${payment.endToEndId}`).length - readsBefore).toBe(1);
    const state = await refundState(created.id);
    expect(state.row?.status).toBe("COMPLETED");
    expect(state.events).toEqual(["refund.created", "refund.completed"]);
    expect(state.timeline.at(-1)).toMatchObject({ fromStatus: "PROCESSING", toStatus: "COMPLETED", reason: "psp" });
    expect((await refund(payment.id)).body.code).toBe("refund_exceeds_received");
  });

  it("refunds in parts and refuses a part that would exceed what was received", async () => {
    const payment = await paidPayment(10);
    const first = await refund(payment.id, { basis: "invoice_rate", amount: 4 });
    expect(first.status).toBe(201);
    expect(first.body.response.amount_due).toBe("4");
    const tooMuch = await refund(payment.id, { basis: "invoice_rate", amount: 7 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.code).toBe("refund_exceeds_received");
    const rest = await refund(payment.id, { basis: "invoice_rate", amount: 6 });
    expect(rest.status).toBe(201);
    expect(psp.pixes.get(payment.endToEndId)?.devolucoes?.map((item) => item.valor)).toEqual(["4.00", "6.00"]);
    const listed = await api(server.url, `/api/invoices/${payment.id}/refunds`, { token });
    expect(listed.body.response.data.map((item: { amount_due: string }) => item.amount_due)).toEqual(["4", "6"]);
  });

  it("never lets two partial refunds asked at once exceed the total", async () => {
    const payment = await paidPayment(10);
    const answers = await Promise.all([refund(payment.id, { basis: "invoice_rate", amount: 6 }), refund(payment.id, { basis: "invoice_rate", amount: 6 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(psp.pixes.get(payment.endToEndId)?.devolucoes).toHaveLength(1);
  });

  it("fails the refund on NAO_REALIZADO and gives its amount back to refund", async () => {
    const payment = await paidPayment(8);
    const { body } = await refund(payment.id);
    const refundId = (await refundState(body.response.id)).row?.pixTxid ?? "";
    const delivered = await settle(payment.endToEndId, refundId, "NAO_REALIZADO");
    expect(delivered.body.results[0].refunds).toEqual([{ refundId, outcome: "failed" }]);
    const state = await refundState(body.response.id);
    expect(state.row?.status).toBe("FAILED");
    expect(state.events).toEqual(["refund.created", "refund.failed"]);
    expect(state.timeline.at(-1)?.details).toMatchObject({ status: "NAO_REALIZADO", reason: "Conta do pagador encerrada" });
    expect((await refund(payment.id)).status).toBe(201);
  });

  it("counts callbacks repeated and out of order once, by what the PSP says now", async () => {
    const payment = await paidPayment(12);
    const first = (await refund(payment.id, { basis: "invoice_rate", amount: 5 })).body.response;
    const second = (await refund(payment.id, { basis: "invoice_rate", amount: 7 })).body.response;
    const firstId = (await refundState(first.id)).row?.pixTxid ?? "";
    const secondId = (await refundState(second.id)).row?.pixTxid ?? "";
    // The second settles first; a callback claiming the first DEVOLVIDO while the PSP says otherwise moves nothing.
    psp.settleRefund(payment.endToEndId, secondId, "DEVOLVIDO");
    const forged = { ...psp.pixes.get(payment.endToEndId), devolucoes: [{ id: firstId, status: "DEVOLVIDO" }] };
    const early = await deliver(forged);
    expect(early.body.results[0].refunds).toEqual([
      { refundId: firstId, outcome: "processing" },
      { refundId: secondId, outcome: "completed" },
    ]);
    const pix = psp.settleRefund(payment.endToEndId, firstId, "DEVOLVIDO");
    const late = await deliver(pix);
    expect(late.body.results[0].refunds).toEqual([
      { refundId: firstId, outcome: "completed" },
      { refundId: secondId, outcome: "unchanged" },
    ]);
    const again = await deliver(pix);
    expect(again.body.results[0].refunds.map((item: { outcome: string }) => item.outcome)).toEqual(["unchanged", "unchanged"]);
    for (const id of [first.id, second.id]) expect((await refundState(id)).events).toEqual(["refund.created", "refund.completed"]);
  });

  it("settles a refund by polling when no callback comes", async () => {
    const db = await getDb();
    const payment = await paidPayment(9);
    const { body } = await refund(payment.id);
    const refundId = (await refundState(body.response.id)).row?.pixTxid ?? "";
    psp.settleRefund(payment.endToEndId, refundId, "DEVOLVIDO");
    // Once its first check is due (after the request's own time limit).
    const result = await jobs.find((job) => job.name === "pix-psp-poll")?.run({ db, now: new Date(Date.now() + 120_000) });
    expect(result).toMatchObject({ refundsFailed: 0 });
    expect(psp.calls).toContain(`GET /pix/${payment.endToEndId}/devolucao/${refundId}`);
    expect((await refundState(body.response.id)).row?.status).toBe("COMPLETED");
  });

  it("lists the refund among the invoices with type=WITHDRAWAL", async () => {
    const db = await getDb();
    await refund((await paidPayment(2)).id);
    const refunds = await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.type, "WITHDRAWAL"), eq(invoices.gateway, "pix")));
    expect(refunds.length).toBeGreaterThan(0);
    const { status, body } = await api(server.url, "/api/invoices/payment-gateway?type=withdrawal&gateway=pix&quantityPerPage=100", { token });
    expect(status).toBe(200);
    const listed = JSON.stringify(body);
    for (const item of refunds) expect(listed).toContain(`"id":"${item.id}"`);
  });

  it("refuses an address for a PIX refund, naming the field", async () => {
    const payment = await paidPayment(3);
    const { status, body } = await refund(payment.id, { address: "someone@example.com" });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ path: "address", message: expect.stringContaining("payer's account") }]);
  });
});

describe("a completed PIX refund in the money figures", () => {
  const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

  async function figures() {
    const db = await getDb();
    const period = { from: today(), to: today() };
    const report = await getSettlementReport(db, merchantActor, period);
    const rows = [];
    for await (const batch of settlementRows(db, merchantActor, period)) rows.push(...batch);
    const home = await getHomeFigures(db, merchantActor, { period: "day" });
    return { refundedBrlMinor: report.refundedBrlMinor, rows, homeRefundedPix: home.refunded.valueBrlMinor };
  }

  it("records the PSP's return as the refund's send, counted once in settlement and on the home page", async () => {
    const payment = await paidPayment(7.5);
    const before = await figures();
    const { body } = await refund(payment.id);
    const refundId = (await refundState(body.response.id)).row?.pixTxid ?? "";
    // While the PSP is making it, nothing has gone out.
    expect((await figures()).refundedBrlMinor).toBe(before.refundedBrlMinor);

    const pix = psp.settleRefund(payment.endToEndId, refundId, "DEVOLVIDO");
    const rtrId = pix.devolucoes?.find((item) => item.id === refundId)?.rtrId ?? "";
    await deliver(pix);
    const { status, body: read } = await api(server.url, `/api/invoices/payment-gateway/${body.response.id}`, { token });
    expect(status).toBe(200);
    expect(read.response).toMatchObject({
      status: "COMPLETED",
      amount_paid: "7.5",
      transactions: [{ hash: rtrId, network: "pix", amount: "7.5", state: "confirmed" }],
      withdrawal: { transaction_hash: rtrId },
    });

    const after = await figures();
    expect(after.refundedBrlMinor - before.refundedBrlMinor).toBe(750n);
    expect(after.homeRefundedPix - before.homeRefundedPix).toBe(750n);
    expect(after.rows.find((row) => row.reference === rtrId)).toMatchObject({ direction: "refund", gateway: "pix", amountBase: 750n, valueBrlMinor: 750n });

    // The same answer again counts nothing more.
    expect((await deliver(pix)).body.results[0].refunds).toEqual([{ refundId, outcome: "unchanged" }]);
    const sends = await (await getDb()).select().from(invoicePayments).where(eq(invoicePayments.invoiceId, Number(body.response.id)));
    expect(sends).toHaveLength(1);
    const again = await figures();
    expect(again.refundedBrlMinor).toBe(after.refundedBrlMinor);
    expect(again.homeRefundedPix).toBe(after.homeRefundedPix);
  });
});
