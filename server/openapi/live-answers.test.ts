// Every operation's answers, successes and errors, checked against the OpenAPI document with a JSON
// Schema 2020-12 validator (ajv): no undocumented status code, no body off its schema. The first
// answer of each operation and status (and one event of each type from the feed) are the document's
// examples: they are compared with server/openapi/examples.json, and `-u` records them again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { settleCheckoutSessions } from "@/server/checkout-sessions/settle-sessions";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { testKeys } from "@/server/testing/keys";
import { callerFor } from "@/server/testing/trpc";
import { openApiValidator } from "@/server/testing/openapi-validator";
import { stableExamples } from "@/server/testing/stable-examples";
import { startReceiver } from "@/server/testing/webhook-receiver";
import { resendLimitPerMinute } from "@/server/webhooks/resend-webhook";
import { setWebhookEndpoint } from "@/server/webhooks/set-webhook-endpoint";
import { sendTestEvent } from "@/server/webhooks/send-test-event";
import type { RecordedExamples } from "./examples";
import { buildOpenApiDocument } from "./openapi";

let server: Awaited<ReturnType<typeof startApiServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let merchant: Awaited<ReturnType<typeof createUser>>;
let live: Awaited<ReturnType<typeof createUser>>;
let validator: ReturnType<typeof openApiValidator>;
const recorded: RecordedExamples = { operations: {}, events: {} };

beforeAll(async () => {
  server = await startApiServer();
  receiver = await startReceiver();
  const db = await getDb();
  merchant = await createUser(db, { sandbox: true, name: "Loja Exemplo" });
  live = await createUser(db);
  await setWallet(db, { userId: merchant.user.id, currency: "BTC", xpub: testKeys.bitcoinZpub });
  await setPixProfile(db, merchant.actor, {
    key: "pagamentos@loja.com.br",
    legalName: "Loja Exemplo Comércio Ltda",
    document: "11.222.333/0001-81",
    city: "São Paulo",
  });
  await setWebhookEndpoint(db, merchant.actor, { url: `${receiver.url}/hooks` });
  validator = openApiValidator(buildOpenApiDocument() as unknown as Record<string, unknown>);
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

type Call = {
  method?: string;
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
  /** Why this call: told when an answer is wrong. */
  what?: string;
};

/** One request, checked against the document and kept as the example of its status if the first. */
async function call(operationId: string, path: string, options: Call = {}) {
  const token = options.token === null ? undefined : (options.token ?? merchant.token);
  const answer = await api(server.url, path, { method: options.method, token, body: options.body, headers: options.headers });
  validator.check(operationId, answer, options.what ?? path);
  const example = (recorded.operations[operationId] ??= { responses: {} });
  example.responses[answer.status] ??= answer.body;
  if (answer.status < 300 && example.request === undefined && options.body !== undefined && typeof options.body !== "string") {
    example.request = options.body;
  }
  return answer;
}

/** The answers every route shares: no key, another method, and for a body, too large and not JSON. */
async function sharedAnswers(operationId: string, path: string, method: "GET" | "POST", body?: unknown) {
  await call(operationId, path, { method, token: null, body, what: "no key" });
  await call(operationId, path, { method, token: "ponte_not-a-real-key", body, what: "unknown key" });
  await call(operationId, path, { method: method === "GET" ? "POST" : "PUT", body: method === "GET" ? {} : body, what: "another method" });
  if (body !== undefined && method === "POST") {
    await call(operationId, path, { body: { padding: "x".repeat(70 * 1024) }, what: "too large" });
    await call(operationId, path, { body: "amount=1", headers: { "content-type": "text/plain" }, what: "not JSON" });
    await call(operationId, path, { body: "{", what: "broken JSON" });
  }
}

const cryptoBody = {
  amount: 100,
  fiat_currency: "BRL",
  pay_currency: "BTC",
  customer_name: "Ana Souza",
  customer_email: "ana@example.com",
  external_reference: "order-1001",
};
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe("the OpenAPI document against live answers", () => {
  it("documents every status and body that every operation answers", async () => {
    await call("getHealth", "/api/health", { token: null });
    await call("runTick", "/api/cron/tick", { token: "test-cron-secret-0123456789abcdef" });
    await call("runTick", "/api/cron/tick", { token: null, what: "no secret" });
    await call("runTick", "/api/cron/tick", { method: "POST", token: null, what: "another method" });

    // Crypto payments.
    const created = await call("createCryptoPayment", "/api/payments/v2/crypto", { body: cryptoBody, headers: { "idempotency-key": "order-1001" } });
    expect(created.status).toBe(201);
    const replayed = await call("createCryptoPayment", "/api/payments/v2/crypto", { body: cryptoBody, headers: { "idempotency-key": "order-1001" } });
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    await call("createCryptoPayment", "/api/payments/v2/crypto", { body: { ...cryptoBody, amount: 5 }, headers: { "idempotency-key": "order-1001" }, what: "key reused" });
    await call("createCryptoPayment", "/api/payments/v2/crypto", { body: { ...cryptoBody, amount: -1, customer_email: "ana" }, what: "invalid" });
    await call("createCryptoPayment", "/api/payments/v2/crypto", { body: { ...cryptoBody, pay_currency: "ETH" }, what: "no ETH wallet" });
    for (const fiat of ["BRL", "USD", "EUR"]) {
      await call("createCryptoPayment", "/api/payments/v2/crypto", { body: { ...cryptoBody, fiat_currency: fiat.toLowerCase(), amount: 12.34 } });
    }
    await sharedAnswers("createCryptoPayment", "/api/payments/v2/crypto", "POST", cryptoBody);

    // PIX payments.
    const pixBody = { clientMode: "noNeedToSpecify", amount: 49.9, expire_at: inOneHour(), description: "Pedido 1002", external_reference: "order-1002" };
    expect((await call("createPixPayment", "/api/payments", { body: pixBody })).status).toBe(201);
    await call("createPixPayment", "/api/payments", {
      body: { clientMode: "fillDataNow", amount: 10, expire_at: inOneHour(), name_client: "Ana Souza", document_client: "529.982.247-25", document_type: "CPF", redirect_url: "https://loja.example/obrigado" },
    });
    await call("createPixPayment", "/api/payments", { body: { clientMode: "requestCheckout", amount: 10, expire_at: inOneHour() } });
    await call("createPixPayment", "/api/payments", { body: { clientMode: "fillDataNow", amount: 0, expire_at: "tomorrow" }, what: "invalid" });
    await call("createPixPayment", "/api/payments", { token: live.token, body: pixBody, what: "no PIX profile" });
    await sharedAnswers("createPixPayment", "/api/payments", "POST", pixBody);

    // Reading and listing.
    const id = created.body.id as string;
    await call("getInvoice", `/api/invoices/payment-gateway/${id}`);
    await call("getInvoice", "/api/invoices/payment-gateway/999999", { what: "unknown" });
    await call("getInvoice", `/api/invoices/payment-gateway/${id}`, { token: live.token, what: "another merchant's" });
    await call("getInvoice", "/api/invoices/payment-gateway/1%00", { what: "NUL in the id" });
    await sharedAnswers("getInvoice", `/api/invoices/payment-gateway/${id}`, "GET");

    // The sandbox: a partial payment, then the rest; a live merchant may not.
    await call("simulateSandboxPayment", `/api/sandbox/invoices/${id}/pay`, { body: { kind: "partial" } });
    await call("simulateSandboxPayment", `/api/sandbox/invoices/${id}/pay`, { body: {} });
    await call("simulateSandboxPayment", `/api/sandbox/invoices/${id}/pay`, { body: {}, what: "already paid" });
    await call("simulateSandboxPayment", `/api/sandbox/invoices/${id}/pay`, { body: { amount: "abc" }, what: "invalid amount" });
    await call("simulateSandboxPayment", "/api/sandbox/invoices/999999/pay", { body: {}, what: "unknown" });
    await call("simulateSandboxPayment", `/api/sandbox/invoices/${id}/pay`, { token: live.token, body: {}, what: "live merchant" });
    await sharedAnswers("simulateSandboxPayment", `/api/sandbox/invoices/${id}/pay`, "POST", {});

    // Refunds: one waiting for its address, claimed and sent in the sandbox.
    const refund = await call("createRefund", `/api/invoices/${id}/refunds`, { body: { basis: "invoice_rate", amount: 10, description: "Item out of stock" } });
    expect(refund.status).toBe(201);
    await call("createRefund", `/api/invoices/${id}/refunds`, { body: { basis: "invoice_rate", amount: 1000 }, what: "more than received" });
    await call("createRefund", `/api/invoices/${id}/refunds`, { body: { basis: "crypto" }, what: "invalid" });
    await call("createRefund", "/api/invoices/999999/refunds", { body: {}, what: "unknown" });
    await sharedAnswers("createRefund", `/api/invoices/${id}/refunds`, "POST", { basis: "received" });
    await call("listRefunds", `/api/invoices/${id}/refunds`);
    await call("listRefunds", "/api/invoices/999999/refunds", { what: "unknown" });
    await call("listRefunds", `/api/invoices/${id}/refunds`, { token: null, what: "no key" });
    const refundId = refund.body.response.id as string;
    await call("simulateSandboxClaim", `/api/sandbox/invoices/${refundId}/claim`, { body: { address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" } });
    await call("simulateSandboxClaim", `/api/sandbox/invoices/${refundId}/claim`, { body: {}, what: "already claimed" });
    await call("simulateSandboxClaim", `/api/sandbox/invoices/${refundId}/claim`, { token: live.token, body: {}, what: "live merchant" });
    await sharedAnswers("simulateSandboxClaim", `/api/sandbox/invoices/${refundId}/claim`, "POST", {});
    await call("simulateSandboxPayment", `/api/sandbox/invoices/${refundId}/pay`, { body: {}, what: "the refund's send" });

    // Payouts: one given its address, one canceled.
    const payoutBody = { pay_currency: "BTC", fiat_currency: "BRL", amount: 25, customer_name: "Bruno Lima", external_reference: "payout-7" };
    const payout = await call("createPayout", "/api/payouts", { body: payoutBody, headers: { "idempotency-key": "payout-7" } });
    expect(payout.status).toBe(201);
    await call("createPayout", "/api/payouts", { body: payoutBody, headers: { "idempotency-key": "payout-7" }, what: "replay" });
    await call("createPayout", "/api/payouts", { body: { ...payoutBody, crypto_amount: "0.001" }, what: "both amounts" });
    await call("createPayout", "/api/payouts", { body: { ...payoutBody, amount: 26 }, headers: { "idempotency-key": "payout-7" }, what: "key reused" });
    await sharedAnswers("createPayout", "/api/payouts", "POST", payoutBody);
    const payoutId = payout.body.response.id as string;
    await call("setWithdrawalAddress", `/api/withdrawals/${payoutId}/address`, { body: { address: "not an address" }, what: "invalid" });
    await call("setWithdrawalAddress", `/api/withdrawals/${payoutId}/address`, { body: { address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" } });
    await call("setWithdrawalAddress", `/api/withdrawals/${payoutId}/address`, { body: { address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" }, what: "already set" });
    await sharedAnswers("setWithdrawalAddress", `/api/withdrawals/${payoutId}/address`, "POST", { address: "x" });
    const hash = "a".repeat(64);
    await call("submitWithdrawalTransaction", `/api/withdrawals/${payoutId}/transaction`, { body: { transaction_hash: hash }, what: "no chain node" });
    await call("submitWithdrawalTransaction", `/api/withdrawals/${payoutId}/transaction`, { body: { transaction_hash: "0x12" }, what: "invalid" });
    await call("submitWithdrawalTransaction", `/api/withdrawals/${refundId}/transaction`, { body: { transaction_hash: hash }, what: "awaits no send" });
    await sharedAnswers("submitWithdrawalTransaction", `/api/withdrawals/${payoutId}/transaction`, "POST", { transaction_hash: hash });
    const doomed = await call("createPayout", "/api/payouts", { body: { pay_currency: "btc", fiat_currency: "usd", crypto_amount: "0.0005" } });
    await call("cancelWithdrawal", `/api/withdrawals/${doomed.body.response.id}/cancel`, { method: "POST" });
    await call("cancelWithdrawal", `/api/withdrawals/${doomed.body.response.id}/cancel`, { method: "POST", what: "already canceled" });
    await sharedAnswers("cancelWithdrawal", `/api/withdrawals/${doomed.body.response.id}/cancel`, "POST");

    // Webhooks: a resend, its rate limit, and a merchant without an endpoint.
    await call("resendWebhook", `/api/invoices/resend-webhook/${id}`, { method: "POST" });
    // The limit counts per clock minute: a run that crosses into the next one counts again from 1,
    // so resend until refused (at most two windows' worth).
    for (let n = 0; n < 2 * resendLimitPerMinute + 1; n += 1) {
      const resent = await call("resendWebhook", `/api/invoices/resend-webhook/${id}`, { method: "POST", what: "until the limit" });
      if (resent.status === 429) break;
    }
    await call("resendWebhook", "/api/invoices/resend-webhook/999999", { method: "POST", what: "unknown" });
    const liveInvoice = await call("createPixPayment", "/api/payments", { token: live.token, body: pixBody });
    expect(liveInvoice.status).toBe(422);
    await call("resendWebhook", "/api/invoices/resend-webhook/1%00", { method: "POST", what: "NUL in the id" });
    await sharedAnswers("resendWebhook", `/api/invoices/resend-webhook/${id}`, "POST");
    await sendTestEvent(await getDb(), merchant.actor, {});

    // The PSP callback without a PSP configured.
    await call("receivePixCallback", "/api/pix/webhook", { token: null, body: { pix: [] } });
    await call("receivePixCallback", "/api/pix/webhook", { token: null, body: { pix: "none" }, what: "not a callback body" });
    await call("receivePixCallback", "/api/pix/webhook", { method: "GET", token: null, what: "another method" });

    // A merchant's own PSP connection's callback, with an unknown secret: no success without a PSP.
    const unknownSecret = "A".repeat(43);
    const callbackBody = { pix: [{ endToEndId: "E12345678202611271200AbCdEfGhIjK", txid: "CSLESCitdfCBWPRagXxN7PSym", valor: "49.90", horario: "2026-11-27T12:00:00Z" }] };
    for (const path of [`/api/pix/webhook/${unknownSecret}`, `/api/pix/webhook/${unknownSecret}/pix`]) {
      await call("receiveMerchantPixCallback", path, { token: null, body: callbackBody, what: "unknown secret" });
      await call("receiveMerchantPixCallback", path, { token: null, body: { pix: [] }, what: "no entry" });
      await call("receiveMerchantPixCallback", path, { token: null, body: { pix: "none" }, what: "not a callback body" });
      await call("receiveMerchantPixCallback", path, { method: "GET", token: null, what: "another method" });
      await call("receiveMerchantPixCallback", path, { token: null, body: "{", what: "broken JSON" });
      await call("receiveMerchantPixCallback", path, { token: null, body: "pix=1", headers: { "content-type": "text/plain" }, what: "not JSON" });
    }
    await call("receiveMerchantPixCallback", "/api/pix/webhook/short", { token: null, body: callbackBody, what: "secret too short" });
    await call("receivePixCallback", "/api/pix/webhook", { token: null, body: callbackBody, what: "no PSP configured" });

    // A PIX seen on the bank statement: a part, the same again, then a conflicting amount.
    const pixInvoice = await call("createPixPayment", "/api/payments", { body: { ...pixBody, amount: 30, external_reference: "order-1003" } });
    const pixId = pixInvoice.body.response.id as number;
    const endToEndId = "E12345678202611271200AbCdEfGhIjK";
    await call("recordReceivedPix", `/api/invoices/${pixId}/pix-received`, { body: { amount: 10, endToEndId } });
    await call("recordReceivedPix", `/api/invoices/${pixId}/pix-received`, { body: { amount: 10, endToEndId }, what: "sent again" });
    await call("recordReceivedPix", `/api/invoices/${pixId}/pix-received`, { body: { amount: 11, endToEndId }, what: "another amount" });
    await call("recordReceivedPix", `/api/invoices/${pixId}/pix-received`, { body: { amount: -1, endToEndId: "E1" }, what: "invalid" });
    await call("recordReceivedPix", `/api/invoices/${id}/pix-received`, { body: { amount: 1, endToEndId: "E12345678202611271200AbCdEfGhIjL" }, what: "a crypto invoice" });
    await call("recordReceivedPix", "/api/invoices/999999/pix-received", { body: { amount: 1, endToEndId }, what: "unknown" });
    await call("recordReceivedPix", `/api/invoices/${pixId}/pix-received`, { token: live.token, body: { amount: 1, endToEndId }, what: "another merchant's" });
    await sharedAnswers("recordReceivedPix", `/api/invoices/${pixId}/pix-received`, "POST", { amount: 1, endToEndId });

    // The sandbox's confirmations: a payment left CONFIRMING, then confirmed.
    const confirming = await call("createCryptoPayment", "/api/payments/v2/crypto", { body: { ...cryptoBody, external_reference: "order-1004" } });
    const confirmingId = confirming.body.id as string;
    await call("simulateSandboxPayment", `/api/sandbox/invoices/${confirmingId}/pay`, { body: { confirm: "later" }, what: "confirm later" });
    await call("confirmSandboxPayments", `/api/sandbox/invoices/${confirmingId}/confirm`, { method: "POST" });
    await call("confirmSandboxPayments", `/api/sandbox/invoices/${confirmingId}/confirm`, { method: "POST", what: "nothing to confirm" });
    await call("confirmSandboxPayments", "/api/sandbox/invoices/999999/confirm", { method: "POST", what: "unknown" });
    await call("confirmSandboxPayments", "/api/sandbox/invoices/1%00/confirm", { method: "POST", what: "NUL in the id" });
    await call("confirmSandboxPayments", `/api/sandbox/invoices/${confirmingId}/confirm`, { method: "POST", token: live.token, what: "live merchant" });
    await sharedAnswers("confirmSandboxPayments", `/api/sandbox/invoices/${confirmingId}/confirm`, "POST");

    // Checkout sessions: created (and replayed), read and listed.
    const sessionBody = { amount: 80, currency: "brl", description: "Pedido 1005", external_reference: "order-1005" };
    const session = await call("createCheckoutSession", "/api/checkouts", { body: sessionBody, headers: { "idempotency-key": "order-1005" } });
    expect(session.status).toBe(201);
    await call("createCheckoutSession", "/api/checkouts", { body: sessionBody, headers: { "idempotency-key": "order-1005" }, what: "replay" });
    await call("createCheckoutSession", "/api/checkouts", { body: { ...sessionBody, amount: 81 }, headers: { "idempotency-key": "order-1005" }, what: "key reused" });
    await call("createCheckoutSession", "/api/checkouts", { body: { ...sessionBody, amount: 0, currency: "XYZ", redirect_url: "ftp://x" }, what: "invalid" });
    await sharedAnswers("createCheckoutSession", "/api/checkouts", "POST", sessionBody);
    const sessionId = session.body.response.id as string;
    await call("getCheckoutSession", `/api/checkouts/${sessionId}`);
    await call("getCheckoutSession", "/api/checkouts/cs_unknown", { what: "unknown" });
    await call("getCheckoutSession", `/api/checkouts/${sessionId}`, { token: live.token, what: "another merchant's" });
    await call("getCheckoutSession", `/api/checkouts/${"x".repeat(65)}`, { what: "id too long" });
    await sharedAnswers("getCheckoutSession", `/api/checkouts/${sessionId}`, "GET");
    for (const filter of ["", "?page=2&quantityPerPage=1", "?status=open", "?status=PAID"]) await call("listCheckoutSessions", `/api/checkouts${filter}`);
    for (const bad of ["?quantityPerPage=0", "?page=abc", "?status=LOST"]) await call("listCheckoutSessions", `/api/checkouts${bad}`, { what: bad });
    await call("listCheckoutSessions", "/api/checkouts", { token: null, what: "no key" });
    await call("listCheckoutSessions", "/api/checkouts", { token: "ponte_not-a-real-key", what: "unknown key" });
    await call("listCheckoutSessions", "/api/checkouts", { method: "PUT", body: {}, what: "another method" });

    // The list under every filter, each alone and with a few others.
    const filters = [
      "",
      "?page=2&quantityPerPage=2",
      "?orderBy=amount.ASC",
      "?orderBy=updatedAt.desc",
      "?orderBy=status.ASC",
      "?orderBy=createdAt.DESC",
      "?type=withdrawal",
      "?gateway=pix",
      "?gateway=CRYPTO&status=paid",
      "?query=ana",
      `?start_date=2020-01-01&end_date=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`,
      ...["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID", "PAID", "EXPIRED", "CANCELED", "AWAITING_ADDRESS", "AWAITING_PAYMENT", "COMPLETED"].flatMap(
        (status) => [
          `?status=${status}`,
          `?status=${status}&orderBy=amount.DESC&quantityPerPage=1`,
          `?status=${status.toLowerCase()}&gateway=crypto&type=${status.startsWith("AWAITING") || status === "COMPLETED" ? "WITHDRAWAL" : "payment"}`,
          `?status=${status}&gateway=pix&orderBy=createdAt.ASC`,
        ],
      ),
    ];
    for (const filter of filters) await call("listInvoices", `/api/invoices/payment-gateway${filter}`);
    for (const bad of ["?quantityPerPage=0", "?page=abc", "?orderBy=customer_name.ASC", "?status=LOST", "?gateway=bank", "?start_date=yesterday", "?query=%00"]) {
      await call("listInvoices", `/api/invoices/payment-gateway${bad}`, { what: bad });
    }
    await call("listInvoices", `/api/invoices/payment-gateway?user_id=${live.user.id}`, { what: "user_id by a merchant" });
    await sharedAnswers("listInvoices", "/api/invoices/payment-gateway", "GET");

    // The event feed: page by page to its end; each event also checked as its webhook schema.
    let cursor = "";
    for (;;) {
      const page = await call("listEvents", `/api/events?limit=5${cursor ? `&after=${cursor}` : ""}`);
      for (const event of page.body.response.data as Array<{ type: string }>) {
        validator.checkSchema(event.type === "webhook.test" ? "TestEvent" : event.type.startsWith("checkout.") ? "CheckoutEvent" : "InvoiceEvent", event);
        recorded.events[event.type] ??= event;
      }
      cursor = page.body.response.next_cursor;
      if (!page.body.response.has_more) break;
    }
    await call("listEvents", "/api/events?after=now", { what: "the feed's end" });
    await call("listEvents", "/api/events?limit=0", { what: "invalid limit" });
    await call("listEvents", "/api/events?after=somewhere", { what: "invalid cursor" });
    await sharedAnswers("listEvents", "/api/events", "GET");

    // Payment links: created (and replayed), read, listed, disabled and enabled, and a link's
    // payments (a visit paid by PIX). Last, so the invoice list and the event feed above keep their pages.
    const linkBody = { title: "Bolo de cenoura", description: "Com cobertura de chocolate", currency: "brl", amount: 25.5, quantity_enabled: true, max_quantity: 5 };
    const createdLink = await call("createPaymentLink", "/api/payment-links", { body: linkBody, headers: { "idempotency-key": "link-1" } });
    expect(createdLink.status).toBe(201);
    await call("createPaymentLink", "/api/payment-links", { body: linkBody, headers: { "idempotency-key": "link-1" }, what: "replay" });
    await call("createPaymentLink", "/api/payment-links", { body: { ...linkBody, amount: 30 }, headers: { "idempotency-key": "link-1" }, what: "key reused" });
    await call("createPaymentLink", "/api/payment-links", { body: { title: "Doação", currency: "BRL", min_amount: 10, max_amount: 500 } });
    await call("createPaymentLink", "/api/payment-links", { body: { title: " ", currency: "XYZ", min_amount: 10, max_amount: 5 }, what: "invalid" });
    await sharedAnswers("createPaymentLink", "/api/payment-links", "POST", linkBody);
    const link = createdLink.body.response as { id: number; slug: string };
    await call("getPaymentLink", `/api/payment-links/${link.id}`);
    await call("getPaymentLink", "/api/payment-links/999999", { what: "unknown" });
    await call("getPaymentLink", `/api/payment-links/${link.id}`, { token: live.token, what: "another merchant's" });
    await call("getPaymentLink", "/api/payment-links/abc", { what: "not an id" });
    await sharedAnswers("getPaymentLink", `/api/payment-links/${link.id}`, "GET");
    for (const filter of ["", "?page=2&quantityPerPage=1", "?active=true"]) await call("listPaymentLinks", `/api/payment-links${filter}`);
    for (const bad of ["?quantityPerPage=0", "?page=abc", "?active=maybe"]) await call("listPaymentLinks", `/api/payment-links${bad}`, { what: bad });
    await call("listPaymentLinks", "/api/payment-links", { token: null, what: "no key" });
    await call("listPaymentLinks", "/api/payment-links", { token: "ponte_not-a-real-key", what: "unknown key" });
    await call("listPaymentLinks", "/api/payment-links", { method: "PUT", body: {}, what: "another method" });
    for (const [operationId, action] of [["disablePaymentLink", "disable"], ["enablePaymentLink", "enable"]] as const) {
      await call(operationId, `/api/payment-links/${link.id}/${action}`, { method: "POST" });
      await call(operationId, `/api/payment-links/${link.id}/${action}`, { method: "POST", what: "again" });
      await call(operationId, "/api/payment-links/999999/" + action, { method: "POST", what: "unknown" });
      await call(operationId, `/api/payment-links/${link.id}/${action}`, { method: "POST", token: live.token, what: "another merchant's" });
      await call(operationId, `/api/payment-links/0/${action}`, { method: "POST", what: "not an id" });
      await sharedAnswers(operationId, `/api/payment-links/${link.id}/${action}`, "POST");
    }
    const payer = await callerFor(null);
    const visit = await payer.paymentLinks.start({ slug: link.slug, quantity: 2 });
    const chosen = await payer.checkoutSessions.choose({ sessionId: visit.sessionId, rail: "PIX" });
    await simulatePayment(await getDb(), merchant.actor, { invoiceId: chosen.invoice.id });
    await settleCheckoutSessions(await getDb());
    await call("listPaymentLinkPayments", `/api/payment-links/${link.id}/payments`);
    await call("listPaymentLinkPayments", `/api/payment-links/${link.id}/payments?page=2&quantityPerPage=1`);
    await call("listPaymentLinkPayments", "/api/payment-links/999999/payments", { what: "unknown" });
    await call("listPaymentLinkPayments", `/api/payment-links/${link.id}/payments`, { token: live.token, what: "another merchant's" });
    await call("listPaymentLinkPayments", `/api/payment-links/${link.id}/payments?quantityPerPage=101`, { what: "invalid" });
    await sharedAnswers("listPaymentLinkPayments", `/api/payment-links/${link.id}/payments`, "GET");

    expect(validator.problems).toEqual([]);
    expect(validator.checked).toBeGreaterThanOrEqual(200);
    // Every operation has an example of its success, but three that succeed only with a third party
    // their own tests start: the PSP callbacks (a PSP) and a pasted send (a chain node).
    const needThirdParty = ["receivePixCallback", "receiveMerchantPixCallback", "submitWithdrawalTransaction"];
    for (const [operationId, operation] of validator.operations) {
      if (needThirdParty.includes(operationId)) continue;
      const success = Object.keys(operation.responses).find((status) => status.startsWith("2"));
      expect(recorded.operations[operationId]?.responses[success ?? ""], operationId).toBeDefined();
    }
    await expect(`${JSON.stringify(stableExamples(recorded), null, 2)}\n`).toMatchFileSnapshot("./examples.json");
  }, 180_000);
});
