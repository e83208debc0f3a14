// The SDK against the running route handlers: both creates, reading, typed filters, resend, refunds
// and payouts, the sandbox's simulations, checkout sessions, the event feed and webhook verification;
// and its generated types are current.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiServer } from "@/server/testing/api-server";
import { createUser } from "@/server/testing/fixtures";
import { testKeys } from "@/server/testing/keys";
import { startReceiver } from "@/server/testing/webhook-receiver";
import { setWebhookEndpoint } from "@/server/webhooks/set-webhook-endpoint";
import { signWebhook } from "@/server/webhooks/delivery/sign";
import { generateTypes, schemaFile } from "../scripts/generate-types";
import { createPonteClient, PonteError, verifyWebhook, type PonteClient } from "./index";

let server: Awaited<ReturnType<typeof startApiServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ponte: PonteClient;
let secret: string;

beforeAll(async () => {
  server = await startApiServer();
  receiver = await startReceiver();
  const db = await getDb();
  const merchant = await createUser(db, { sandbox: true });
  await setWallet(db, { userId: merchant.user.id, currency: "BTC", xpub: testKeys.bitcoinZpub });
  await setPixProfile(db, merchant.actor, { key: "52998224725", legalName: "Loja Exemplo", document: "52998224725", city: "Natal" });
  secret = (await setWebhookEndpoint(db, merchant.actor, { url: `${receiver.url}/hooks` })).secret;
  ponte = createPonteClient({ baseUrl: server.url, apiKey: merchant.token });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe("@ponte/sdk", () => {
  it("creates, reads, lists, resends, refunds and pays out, and reads the event feed", async () => {
    const crypto = await ponte.createCryptoPayment(
      { amount: 100, fiat_currency: "BRL", pay_currency: "BTC", customer_name: "Ana", customer_email: "ana@example.com", external_reference: "sdk-1" },
      { idempotencyKey: "sdk-1" },
    );
    expect(crypto).toMatchObject({ status: "WAITING_PAYMENT", redirect_url: null, currency: "BRL" });
    const pix = await ponte.createPixPayment({ clientMode: "noNeedToSpecify", amount: 10, expire_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(pix.emv).toMatch(/^000201/);
    expect((await ponte.getInvoice(crypto.id)).id).toBe(crypto.id);
    expect((await ponte.listInvoices({ gateway: "pix", quantityPerPage: 5 })).data.map((invoice) => invoice.id)).toEqual([String(pix.id)]);
    expect((await ponte.listInvoices({ status: "WAITING_PAYMENT", orderBy: "amount.ASC" })).pagination.total).toBe(2);
    expect(await ponte.resendWebhook(crypto.id)).toMatchObject({ invoice_id: Number(crypto.id) });

    expect((await ponte.simulateSandboxPayment(crypto.id)).status).toBe("PAID");
    const refund = await ponte.createRefund(crypto.id, { basis: "invoice_rate", amount: 10 });
    expect(refund.withdrawal?.kind).toBe("refund");
    expect((await ponte.listRefunds(crypto.id)).map((invoice) => invoice.id)).toEqual([refund.id]);
    const payout = await ponte.createPayout({ pay_currency: "BTC", fiat_currency: "BRL", crypto_amount: "0.001" });
    expect((await ponte.cancelWithdrawal(payout.id)).status).toBe("CANCELED");

    const page = await ponte.listEvents({ limit: 100 });
    expect(page.data.map((event) => event.type)).toEqual(
      expect.arrayContaining(["invoice.created", "invoice.paid", "refund.created", "payout.created", "payout.canceled"]),
    );
    expect((await ponte.listEvents({ after: page.next_cursor ?? undefined })).data).toEqual([]);
  });

  it("simulates a sandbox payment confirmed later, and a refund's claim and send", async () => {
    const payment = await ponte.createCryptoPayment({
      ...{ amount: 50, fiat_currency: "BRL", pay_currency: "BTC" },
      ...{ customer_name: "Bia", customer_email: "bia@example.com", external_reference: "sdk-sandbox" },
    });
    expect(await ponte.simulateSandboxPayment(payment.id, { confirm: "later" })).toMatchObject({ id: payment.id, status: "CONFIRMING" });
    expect((await ponte.confirmSandboxPayments(payment.id)).status).toBe("PAID");
    const confirmedTwice = await ponte.confirmSandboxPayments(payment.id).catch((caught: unknown) => caught);
    expect(confirmedTwice).toMatchObject({ status: 409, body: { code: "invalid_transition" } });

    const refund = await ponte.createRefund(payment.id, { basis: "received" });
    expect(refund.status).toBe("AWAITING_ADDRESS");
    const claimed = await ponte.simulateSandboxClaim(refund.id);
    expect(claimed).toMatchObject({ id: refund.id, status: "AWAITING_PAYMENT" });
    expect(claimed.payment_details.pay_address).toBeTruthy();
    expect((await ponte.simulateSandboxPayment(refund.id)).status).toBe("COMPLETED");
  });

  it("creates, reads and lists checkout sessions, replaying a create with its Idempotency-Key", async () => {
    const body = { amount: 80, currency: "BRL", description: "Pedido 1005", external_reference: "sdk-session" } as const;
    const session = await ponte.createCheckoutSession(body, { idempotencyKey: "sdk-session" });
    expect(session).toMatchObject({ status: "OPEN", amount: 80, currency: "BRL", description: "Pedido 1005" });
    expect(session.id).toMatch(/^cs_/);
    expect((await ponte.createCheckoutSession(body, { idempotencyKey: "sdk-session" })).id).toBe(session.id);
    expect(await ponte.getCheckoutSession(session.id)).toEqual(session);
    const page = await ponte.listCheckoutSessions({ status: "open", quantityPerPage: 5 });
    expect(page.data.map((listed) => listed.id)).toEqual([session.id]);
    expect(page.pagination.total).toBe(1);
    const missing = await ponte.getCheckoutSession("cs_missing").catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ status: 404, body: { code: "not_found" } });
  });

  it("creates, reads, lists, disables and enables payment links, and lists a link's payments", async () => {
    const body = { title: "Bolo de cenoura", currency: "BRL", amount: 25.5, quantity_enabled: true, max_quantity: 5 } as const;
    const link = await ponte.createPaymentLink(body, { idempotencyKey: "sdk-link" });
    expect(link).toMatchObject({ title: "Bolo de cenoura", amount: 25.5, active: true, quantity_enabled: true });
    expect(link.url).toContain(`/l/${link.slug}`);
    expect((await ponte.createPaymentLink(body, { idempotencyKey: "sdk-link" })).id).toBe(link.id);
    expect(await ponte.getPaymentLink(link.id)).toEqual(link);
    expect((await ponte.disablePaymentLink(link.id)).active).toBe(false);
    expect((await ponte.listPaymentLinks({ active: "false" })).data.map((listed) => listed.id)).toContain(link.id);
    expect((await ponte.enablePaymentLink(link.id)).active).toBe(true);
    const page = await ponte.listPaymentLinks({ active: "true", quantityPerPage: 5 });
    expect(page.data.map((listed) => listed.id)).toContain(link.id);
    const payments = await ponte.listPaymentLinkPayments(link.id);
    expect(payments).toMatchObject({ data: [], pagination: { total: 0 } });
    const missing = await ponte.getPaymentLink(999_999_999).catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ status: 404, body: { code: "not_found" } });
  });

  it("throws PonteError with the typed error body", async () => {
    const error = await ponte.getInvoice("999999").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PonteError);
    expect(error).toMatchObject({ status: 404, body: { code: "not_found" } });
    const invalid = await ponte.listInvoices({ quantityPerPage: 0 }).catch((caught: unknown) => caught);
    expect(invalid).toMatchObject({ status: 400, body: { errors: [{ path: "quantityPerPage" }] } });
  });

  it("verifies a signed delivery and refuses a tampered one", async () => {
    const event = (await ponte.listEvents({ limit: 1 })).data[0]!;
    const body = JSON.stringify(event);
    const headers = new Headers(signWebhook({ secrets: [secret], id: event.id, body }));
    expect(verifyWebhook(body, headers, secret)).toEqual(event);
    expect(() => verifyWebhook(body.replace("}", ', "x": 1}'), headers, secret)).toThrow();
  });

  it("keeps its generated types in step with the OpenAPI document", async () => {
    expect(readFileSync(schemaFile, "utf8"), "run npm run sdk:generate").toBe(await generateTypes());
  });
});
