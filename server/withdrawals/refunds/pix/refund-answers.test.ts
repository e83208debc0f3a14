// Every answer a PSP can give a devolução, against a local API Pix server that requires the
// merchant's client certificate: a refusal fails the refund on the first answer, with the PSP's
// words and one refund.failed; an answer that says nothing definite is read back, never asked again
// unless the PSP proves it never saw it; a PSP that stays silent is asked less and less often, and
// the merchant is told to check with the bank.
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices, pixRefundParts, webhookEvents } from "@/db/schema";
import { pspForMerchant } from "@/server/pix/connection/merchant-psp";
import { setPspConnection } from "@/server/pix/connection/set-psp-connection";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiPixSimulator, type ApiPixSimulator, type RefundRequestAnswer } from "@/server/sandbox/api-pix/api-pix-simulator";
import { createCertificateAuthority } from "@/server/testing/certificates";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { nextCheckDelayMs, OUTCOME_UNKNOWN_AFTER_CHECKS } from "./check-schedule";
import { pollProcessingRefunds } from "./poll-refunds";

let server: Awaited<ReturnType<typeof startApiServer>>;
let psp: ApiPixSimulator;
let token: string;
let merchantId: number;
const KEY = "answers@example.com";

beforeAll(async () => {
  server = await startApiServer();
  const ca = createCertificateAuthority("PSP answers CA");
  psp = await startApiPixSimulator({ tls: { ...ca.server, clientCa: ca.cert }, clientId: "client-answers", clientSecret: "secret-answers" });
  const client = ca.issueClient("ponte-answers");
  const db = await getDb();
  const merchant = await createUser(db);
  token = merchant.token;
  merchantId = merchant.actor.userId;
  await setPixProfile(db, merchant.actor, { key: KEY, legalName: "Loja Respostas", document: "52998224725", city: "Recife" });
  await setPspConnection(db, merchant.actor, {
    baseUrl: psp.baseUrl,
    tokenUrl: psp.tokenUrl,
    clientId: "client-answers",
    clientSecret: "secret-answers",
    certificatePem: client.cert,
    privateKeyPem: client.key,
    serverCaPem: ca.cert,
  });
});

afterAll(async () => {
  await server.close();
  await psp.close();
});

const callbackPath = () => `${new URL(psp.webhooks.get(KEY) ?? "").pathname}/pix`;
const deliver = (pix: unknown) => api(server.url, callbackPath(), { body: { pix: [pix] } });
const problemBody = (status: number, type: string, title: string, detail: string) => ({ type: `https://pix.bcb.gov.br/api/v2/error/${type}`, title, status, detail });

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

async function refundState(id: string | number) {
  const db = await getDb();
  const [row] = await db.select().from(invoices).where(eq(invoices.id, Number(id)));
  const events = await db.select({ type: webhookEvents.type, payload: webhookEvents.payload }).from(webhookEvents).where(eq(webhookEvents.invoiceId, Number(id))).orderBy(asc(webhookEvents.id));
  const parts = await db.select().from(pixRefundParts).where(eq(pixRefundParts.refundInvoiceId, Number(id))).orderBy(asc(pixRefundParts.id));
  return { row, events, parts };
}

const putsOf = (endToEndId: string, devolucaoId: string) => psp.calls.filter((call) => call === `PUT /pix/${endToEndId}/devolucao/${devolucaoId}`).length;

/** A refund of the whole payment asked while the PSP answers its request with `answer`. */
async function refundAnswered(answer: RefundRequestAnswer, amount = 5) {
  const payment = await paidPayment(amount);
  psp.answerRefundRequestsWith(answer);
  try {
    const { status, body } = await api(server.url, `/api/invoices/${payment.id}/refunds`, { token, body: {} });
    expect(status).toBe(201);
    const state = await refundState(body.response.id);
    const part = state.parts[0];
    if (!part) throw new Error("the refund has no devolução");
    return { payment, answer: body.response, refundInvoiceId: Number(body.response.id), part, state };
  } finally {
    psp.answerRefundRequestsWith(null);
  }
}

let polls = 0;
/** The poll of this merchant's connection, as the job runs it, at `now` (by default a day after the last one, when every check is due). */
async function poll(now = new Date(Date.now() + ++polls * 24 * 3_600_000)) {
  const db = await getDb();
  const merchantPsp = await pspForMerchant(db, merchantId);
  if (!merchantPsp) throw new Error("no PSP connection");
  return pollProcessingRefunds(db, merchantPsp, { now });
}

describe("a devolução the PSP refuses", () => {
  const refusals: [string, { status: number; body: { detail: string } }][] = [
    ["400 Saldo insuficiente", { status: 400, body: problemBody(400, "DevolucaoOperacaoInvalida", "Operação inválida.", "Saldo insuficiente para a devolução.") }],
    ["403 AcessoNegado", { status: 403, body: problemBody(403, "AcessoNegado", "Acesso negado.", "Requisição de participante autenticado que viola alguma regra de autorização.") }],
    ["404 NaoEncontrado", { status: 404, body: problemBody(404, "NaoEncontrado", "Não encontrado.", "Pix não encontrado para o endToEndId informado.") }],
    ["422 PixDevolucaoInvalida", { status: 422, body: problemBody(422, "PixDevolucaoInvalida", "Devolução inválida.", "A devolução não pode ser realizada para este Pix.") }],
  ];
  it.each(refusals)("fails it on the first answer (%s), with the PSP's words and one refund.failed, and never asks again", async (_label, answer) => {
    const detail = answer.body.detail;
    const { payment, answer: created, refundInvoiceId, part } = await refundAnswered(answer);
    expect(created).toMatchObject({ status: "FAILED", withdrawal: { failure_reason: expect.stringContaining(detail), outcome_unknown: false } });
    const state = await refundState(refundInvoiceId);
    expect(state.events.map((event) => event.type)).toEqual(["refund.created", "refund.failed"]);
    expect(JSON.stringify(state.events[1]?.payload)).toContain(detail);
    expect(state.parts).toMatchObject([{ state: "refused", reason: expect.stringContaining(detail) }]);
    await poll();
    await poll();
    expect(putsOf(payment.endToEndId, part.devolucaoId)).toBe(1);
    expect(psp.calls.filter((call) => call.includes(`/devolucao/${part.devolucaoId}`))).toHaveLength(1);
    // Its amount can be refunded again.
    expect((await api(server.url, `/api/invoices/${payment.id}/refunds`, { token, body: {} })).status).toBe(201);
  });

  it("fails it when the PSP answers the request NAO_REALIZADO", async () => {
    const { payment, answer: created, refundInvoiceId, part } = await refundAnswered({ settledAs: "NAO_REALIZADO", motivo: "Conta do pagador encerrada" });
    expect(created).toMatchObject({ status: "FAILED", withdrawal: { failure_reason: "Conta do pagador encerrada" } });
    const state = await refundState(refundInvoiceId);
    expect(state.events.map((event) => event.type)).toEqual(["refund.created", "refund.failed"]);
    await poll();
    expect(putsOf(payment.endToEndId, part.devolucaoId)).toBe(1);
  });
});

describe("a devolução whose outcome is unknown", () => {
  const lost: [string, RefundRequestAnswer][] = [
    ["a 500 after making it", { status: 500, body: { title: "Internal Server Error" }, afterMaking: true }],
    ["a 504 after making it", { status: 504, body: { title: "Gateway Timeout" }, afterMaking: true }],
    ["a proxy's 400 page after making it", { status: 400, body: "<html>Bad Request</html>", afterMaking: true }],
    ["a 409 after making it", { status: 409, body: problemBody(409, "Conflito", "Conflito.", "Id já utilizado.") }],
  ];
  it.each(lost)("stays PROCESSING after %s and converges by reading it, with one PUT", async (_label, answer) => {
    const { payment, answer: created, refundInvoiceId, part } = await refundAnswered(answer);
    expect(created.status).toBe("PROCESSING");
    // What is being returned stays taken: no second refund of the same money.
    expect((await api(server.url, `/api/invoices/${payment.id}/refunds`, { token, body: {} })).body.code).toBe("refund_exceeds_received");
    // Not read before the request's own time is up.
    expect(await poll(new Date())).toMatchObject({ refundsChecked: 0 });
    const made = psp.pixes.get(payment.endToEndId)?.devolucoes?.some((item) => item.id === part.devolucaoId);
    await poll();
    if (made) {
      psp.settleRefund(payment.endToEndId, part.devolucaoId, "DEVOLVIDO");
      await poll();
      expect(putsOf(payment.endToEndId, part.devolucaoId)).toBe(1);
    } else {
      // The 409 made nothing: the read proves the PSP never saw it, so it is asked once more.
      expect(putsOf(payment.endToEndId, part.devolucaoId)).toBe(2);
      psp.settleRefund(payment.endToEndId, part.devolucaoId, "DEVOLVIDO");
      await poll();
    }
    expect(psp.calls).toContain(`GET /pix/${payment.endToEndId}/devolucao/${part.devolucaoId}`);
    const state = await refundState(refundInvoiceId);
    expect(state.row?.status).toBe("COMPLETED");
    expect(state.events.map((event) => event.type)).toEqual(["refund.created", "refund.completed"]);
    expect(psp.pixes.get(payment.endToEndId)?.devolucoes).toHaveLength(1);
  });

  it("asks again only when the read proves the PSP never saw it (a 503 before making it)", async () => {
    const { payment, refundInvoiceId, part } = await refundAnswered({ status: 503, body: problemBody(503, "ServicoIndisponivel", "Serviço indisponível.", "Tente mais tarde.") });
    expect((await refundState(refundInvoiceId)).row?.status).toBe("PROCESSING");
    expect(putsOf(payment.endToEndId, part.devolucaoId)).toBe(1);
    await poll();
    expect(putsOf(payment.endToEndId, part.devolucaoId)).toBe(2);
    expect(psp.pixes.get(payment.endToEndId)?.devolucoes).toMatchObject([{ id: part.devolucaoId, status: "EM_PROCESSAMENTO" }]);
    // Taken now: later polls read it and never PUT again.
    await poll();
    await poll();
    expect(putsOf(payment.endToEndId, part.devolucaoId)).toBe(2);
  });

  it("stays PROCESSING when the PSP does not answer in time, and reads it back", async () => {
    const { payment, refundInvoiceId, part } = await refundAnswered("no_answer");
    expect((await refundState(refundInvoiceId)).row?.status).toBe("PROCESSING");
    // The simulator made nothing: the read finds no devolução and it is asked once more.
    await poll();
    psp.settleRefund(payment.endToEndId, part.devolucaoId, "DEVOLVIDO");
    await poll();
    expect((await refundState(refundInvoiceId)).row?.status).toBe("COMPLETED");
  }, 30_000);
});

describe("a PSP that keeps failing", () => {
  it("is read with a growing delay, one log line a check, and after the limit the merchant is told to check with the bank", async () => {
    const { payment, refundInvoiceId, part } = await refundAnswered({ status: 502, body: "<html>Bad Gateway</html>", afterMaking: true });
    psp.answerRefundReadsWith({ status: 403, body: "<html>Forbidden</html>" });
    try {
      const db = await getDb();
      let at = Date.now() + 60_000;
      const delays: number[] = [];
      // The request itself went unanswered: that was the first check.
      for (let check = 2; check <= OUTCOME_UNKNOWN_AFTER_CHECKS; check += 1) {
        expect(await poll(new Date(at))).toMatchObject({ refundsFailed: 1 });
        const [row] = await db.select().from(pixRefundParts).where(eq(pixRefundParts.id, part.id));
        delays.push((row?.nextCheckAt.getTime() ?? 0) - at);
        // Not due again before its time.
        expect(await poll(new Date(at + 1))).toMatchObject({ refundsChecked: 0 });
        at = row?.nextCheckAt.getTime() ?? at;
      }
      expect(delays).toEqual(Array.from({ length: OUTCOME_UNKNOWN_AFTER_CHECKS - 1 }, (_, index) => nextCheckDelayMs(index + 2)));
      const state = await refundState(refundInvoiceId);
      expect(state.row?.status).toBe("PROCESSING");
      expect(state.parts[0]).toMatchObject({ failedChecks: OUTCOME_UNKNOWN_AFTER_CHECKS, lastCheckError: expect.stringContaining("HTTP 403") });
      const read = await api(server.url, `/api/invoices/payment-gateway/${refundInvoiceId}`, { token });
      expect(read.body.response.withdrawal).toMatchObject({ outcome_unknown: true, failure_reason: null });
      expect(state.events.map((event) => event.type)).toEqual(["refund.created", "refund.updated"]);
      expect(putsOf(payment.endToEndId, part.devolucaoId)).toBe(1);
    } finally {
      psp.answerRefundReadsWith(null);
    }
    // The PSP is back: the next read settles it.
    psp.settleRefund(payment.endToEndId, part.devolucaoId, "DEVOLVIDO");
    await poll();
    const settled = await refundState(refundInvoiceId);
    expect(settled.row?.status).toBe("COMPLETED");
    const read = await api(server.url, `/api/invoices/payment-gateway/${refundInvoiceId}`, { token });
    expect(read.body.response.withdrawal).toMatchObject({ outcome_unknown: false });
  });
});

describe("a charge paid by several transfers", () => {
  it("is refunded up to its total in one request: one devolução per transfer it needs", async () => {
    const created = await api(server.url, "/api/payments", {
      token,
      body: { clientMode: "noNeedToSpecify", amount: 10, expire_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const payment = created.body.response as { id: number; transaction_pix_id: string };
    // The payer paid the charge three times over (a banking app's retries, a second device).
    const transfers = [psp.pay(payment.transaction_pix_id), psp.pay(payment.transaction_pix_id), psp.pay(payment.transaction_pix_id)];
    for (const pix of transfers) await deliver(pix);
    const paid = await api(server.url, `/api/invoices/payment-gateway/${payment.id}`, { token });
    expect(paid.body.response).toMatchObject({ status: "PAID", amount_paid: "30", overpaid: true });

    const refund = await api(server.url, `/api/invoices/${payment.id}/refunds`, { token, body: { basis: "invoice_rate", amount: 25 } });
    expect(refund.status).toBe(201);
    expect(refund.body.response).toMatchObject({ status: "PROCESSING", amount_due: "25" });
    const state = await refundState(refund.body.response.id);
    expect(state.parts.map((part) => [part.endToEndId, part.amountBase])).toEqual([
      [transfers[0]?.endToEndId, "1000"],
      [transfers[1]?.endToEndId, "1000"],
      [transfers[2]?.endToEndId, "500"],
    ]);
    for (const part of state.parts) expect(putsOf(part.endToEndId, part.devolucaoId)).toBe(1);

    // Two devoluções come back, one is refused: the refund completes with what went back, and the rest is refundable again.
    const [first, second, third] = state.parts;
    if (!first || !second || !third) throw new Error("three devoluções expected");
    await deliver(psp.settleRefund(first.endToEndId, first.devolucaoId, "DEVOLVIDO"));
    expect((await refundState(refund.body.response.id)).row?.status).toBe("PROCESSING");
    await deliver(psp.settleRefund(second.endToEndId, second.devolucaoId, "NAO_REALIZADO", "Conta do pagador encerrada"));
    await deliver(psp.settleRefund(third.endToEndId, third.devolucaoId, "DEVOLVIDO"));
    const done = await api(server.url, `/api/invoices/payment-gateway/${refund.body.response.id}`, { token });
    expect(done.body.response).toMatchObject({
      status: "COMPLETED",
      amount_due: "25",
      amount_paid: "15",
      withdrawal: { failure_reason: "Conta do pagador encerrada" },
    });
    expect(done.body.response.transactions).toHaveLength(2);
    // 30 received, 15 returned: 15 left, the refused transfer's 10 among it.
    const tooMuch = await api(server.url, `/api/invoices/${payment.id}/refunds`, { token, body: { basis: "invoice_rate", amount: 15.01 } });
    expect(tooMuch.body.code).toBe("refund_exceeds_received");
    const rest = await api(server.url, `/api/invoices/${payment.id}/refunds`, { token, body: {} });
    expect(rest.body.response).toMatchObject({ amount_due: "15" });
    const restParts = (await refundState(rest.body.response.id)).parts.map((part) => [part.endToEndId, part.amountBase]);
    expect(restParts).toEqual([
      [transfers[1]?.endToEndId, "1000"],
      [transfers[2]?.endToEndId, "500"],
    ]);
  });

  it("never lets refunds asked at once exceed the total", async () => {
    const created = await api(server.url, "/api/payments", {
      token,
      body: { clientMode: "noNeedToSpecify", amount: 10, expire_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const payment = created.body.response as { id: number; transaction_pix_id: string };
    const transfers = [psp.pay(payment.transaction_pix_id), psp.pay(payment.transaction_pix_id)];
    for (const pix of transfers) await deliver(pix);
    const answers = await Promise.all(
      [9, 9, 9].map((amount) => api(server.url, `/api/invoices/${payment.id}/refunds`, { token, body: { basis: "invoice_rate", amount } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 422]);
    const db = await getDb();
    const refunds = await db.select().from(invoices).where(and(eq(invoices.refundedInvoiceId, payment.id), eq(invoices.type, "WITHDRAWAL")));
    const asked = (await Promise.all(refunds.map((row) => refundState(row.id)))).flatMap((state) => state.parts);
    expect(asked.reduce((sum, part) => sum + BigInt(part.amountBase), 0n)).toBe(1800n);
    for (const pix of transfers) {
      const taken = asked.filter((part) => part.endToEndId === pix.endToEndId).reduce((sum, part) => sum + BigInt(part.amountBase), 0n);
      expect(taken <= BigInt(pix.valor.replace(".", ""))).toBe(true);
      const atPsp = (psp.pixes.get(pix.endToEndId)?.devolucoes ?? []).reduce((sum, item) => sum + BigInt(item.valor.replace(".", "")), 0n);
      expect(atPsp).toBe(taken);
    }
  });
});
