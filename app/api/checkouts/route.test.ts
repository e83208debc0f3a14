import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { checkoutSessions, idempotencyKeys } from "@/db/schema";
import { settleCheckoutSessions } from "@/server/checkout-sessions/settle-sessions";
import { setWallet } from "@/server/crypto/wallets/set-wallet";
import { setPixProfile } from "@/server/pix/set-pix-profile";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { randomAccountKey } from "@/server/testing/keys";
import { callerFor, trpcErrorOf } from "@/server/testing/trpc";
import { startReceiver } from "@/server/testing/webhook-receiver";
import { deliverDueWebhooks } from "@/server/webhooks/delivery/deliver-due-webhooks";
import { closeIdleConnections } from "@/server/webhooks/delivery/send";
import { setWebhookEndpoint } from "@/server/webhooks/set-webhook-endpoint";

let server: Awaited<ReturnType<typeof startApiServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await startApiServer();
  receiver = await startReceiver();
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});
afterEach(() => closeIdleConnections());

type Delivered = { id: string; type: string; data: Record<string, never> };

/** A sandbox merchant who receives PIX and BTC, with a webhook endpoint on the local receiver. */
async function merchant(options: { pix?: boolean } = {}) {
  const db = await getDb();
  const created = await createUser(db, { sandbox: true });
  if (options.pix !== false) {
    await setPixProfile(db, created.actor, { key: "ana@example.com", legalName: "Loja da Ana", document: "52998224725", city: "Curitiba" });
  }
  await setWallet(db, { userId: created.user.id, currency: "BTC", xpub: randomAccountKey("bitcoin") });
  const endpoint = await setWebhookEndpoint(db, created.actor, { url: `${receiver.url}/hooks/${created.user.id}` });
  /** The events delivered to this merchant since the last call, each verified with its secret. */
  let seen = 0;
  const delivered = async (): Promise<Delivered[]> => {
    await deliverDueWebhooks(db);
    const mine = receiver.requests.filter((request) => request.url === `/hooks/${created.user.id}`);
    const fresh = mine.slice(seen);
    seen = mine.length;
    return fresh.map((request) => new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>) as Delivered);
  };
  return { ...created, delivered };
}

const sessionBody = {
  amount: 100,
  currency: "brl",
  description: "Camiseta azul",
  external_reference: "pedido-42",
  redirect_url: "https://loja.example/obrigado",
  customer_email: "bia@example.com",
};

describe("checkout sessions: the payer chooses the rail", () => {
  it("create, choose PIX, go back, choose BTC, pay short, finish by PIX, session paid; an event for each step", async () => {
    const db = await getDb();
    const seller = await merchant();
    const payer = await callerFor(null);

    const created = await api(server.url, "/api/checkouts", {
      token: seller.token,
      body: sessionBody,
      headers: { "idempotency-key": "session-1" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 201,
      code: "checkout_created",
      response: { status: "OPEN", amount: 100, currency: "BRL", description: "Camiseta azul", invoices: [], payment_link: null },
    });
    const sessionId: string = created.body.response.id;
    expect(sessionId).toMatch(/^cs_/);
    expect(created.body.response.checkout_url).toBe(`http://localhost:3000/pay/${sessionId}`);
    expect((await seller.delivered()).map((event) => event.type)).toEqual(["checkout.created"]);

    const view = await payer.checkoutSessions.view({ sessionId });
    expect(view).toMatchObject({ canChoose: true, current: null, rails: { pix: true } });
    expect(view.rails.crypto.map((rail) => rail.code)).toContain("BTC");
    expect(view.rails.crypto.map((rail) => rail.code)).not.toContain("ETH");

    const pix = await payer.checkoutSessions.choose({ sessionId, rail: "pix" });
    expect(pix.invoice).toMatchObject({ gateway: "pix", status: "WAITING_PAYMENT", pay_currency: "BRL", amount_due: "100", role: "rail" });
    // The same choice again answers the same invoice.
    expect((await payer.checkoutSessions.choose({ sessionId, rail: "PIX" })).invoice.id).toBe(pix.invoice.id);
    expect((await seller.delivered()).map((event) => event.type)).toEqual(["invoice.created", "checkout.rail_chosen"]);

    const btc = await payer.checkoutSessions.choose({ sessionId, rail: "btc" });
    // 100.00 BRL at 350000 BRL/BTC, rounded up at 8 decimals.
    expect(btc.invoice).toMatchObject({ gateway: "crypto", pay_currency: "BTC", amount_due: "0.00028572", role: "rail" });
    expect(btc.session.invoices.map((invoice) => [invoice.gateway, invoice.status])).toEqual([
      ["pix", "CANCELED"],
      ["crypto", "WAITING_PAYMENT"],
    ]);
    const afterBtc = await seller.delivered();
    expect(afterBtc.map((event) => event.type).sort()).toEqual(["checkout.rail_chosen", "invoice.canceled", "invoice.created"]);
    expect(afterBtc.find((event) => event.type === "checkout.rail_chosen")?.data).toMatchObject({
      checkout_session: { id: sessionId, invoices: [{ status: "CANCELED" }, { status: "WAITING_PAYMENT" }] },
    });

    const short = await api(server.url, `/api/sandbox/invoices/${btc.invoice.id}/pay`, { token: seller.token, body: { kind: "partial" } });
    expect(short.body.response).toMatchObject({ status: "PARTIALLY_PAID", amount_paid: "0.00014286" });
    await seller.delivered();
    // Money has arrived: the rail can no longer change.
    expect((await trpcErrorOf(payer.checkoutSessions.choose({ sessionId, rail: "pix" }))).code).toBe("CONFLICT");
    expect(await payer.checkoutSessions.view({ sessionId })).toMatchObject({ canChoose: false, canFinishByPix: true });

    const rest = await payer.checkoutSessions.finishByPix({ sessionId });
    // 0.00014286 BTC at the locked 350000 is worth 50.001 BRL, credited as 50.00: 50.00 left.
    expect(rest.invoice).toMatchObject({ gateway: "pix", amount_due: "50", role: "remainder", status: "WAITING_PAYMENT" });
    expect((await seller.delivered()).map((event) => event.type)).toEqual(["invoice.created", "checkout.remainder_created"]);
    // Finishing again answers a conflict instead of a second remainder.
    expect((await trpcErrorOf(payer.checkoutSessions.finishByPix({ sessionId }))).code).toBe("CONFLICT");

    await api(server.url, `/api/sandbox/invoices/${rest.invoice.id}/pay`, { token: seller.token, body: {} });
    expect(await settleCheckoutSessions(db)).toEqual({ settled: 1 });
    const paidEvents = await seller.delivered();
    expect(paidEvents.map((event) => event.type)).toEqual(["invoice.paid", "checkout.paid"]);
    expect(paidEvents[1]?.data).toMatchObject({ checkout_session: { id: sessionId, status: "PAID" } });
    // The remainder's invoice.paid names the order it finishes.
    expect(paidEvents[0]?.data).toMatchObject({ invoice: { id: String(rest.invoice.id), checkout_session_id: sessionId } });
    for (const invoiceId of [pix.invoice.id, btc.invoice.id, rest.invoice.id]) {
      const invoice = await api(server.url, `/api/invoices/payment-gateway/${invoiceId}`, { token: seller.token });
      expect(invoice.body.response.checkout_session_id).toBe(sessionId);
    }

    const read = await api(server.url, `/api/checkouts/${sessionId}`, { token: seller.token });
    expect(read.body).toMatchObject({ status: 200, code: "success", response: { status: "PAID", external_reference: "pedido-42" } });
    expect(read.body.response.invoices.map((invoice: { gateway: string; status: string; role: string }) => [invoice.gateway, invoice.status, invoice.role])).toEqual([
      ["pix", "CANCELED", "rail"],
      ["crypto", "PARTIALLY_PAID", "rail"],
      ["pix", "PAID", "remainder"],
    ]);
    expect(read.body.response.paid_at).not.toBeNull();
    // A settled session is not settled twice.
    expect(await settleCheckoutSessions(db)).toEqual({ settled: 0 });
  });

  it("replays a create under the same Idempotency-Key and refuses the key with another body", async () => {
    const seller = await merchant();
    const headers = { "idempotency-key": "same-key" };
    const first = await api(server.url, "/api/checkouts", { token: seller.token, body: sessionBody, headers });
    const again = await api(server.url, "/api/checkouts", { token: seller.token, body: sessionBody, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.response.id).toBe(first.body.response.id);
    const other = await api(server.url, "/api/checkouts", { token: seller.token, body: { ...sessionBody, amount: 5 }, headers });
    expect(other.status).toBe(422);
    const list = await api(server.url, "/api/checkouts", { token: seller.token });
    expect(list.body.response.pagination).toEqual({ page: 1, quantityPerPage: 10, total: 1, totalPages: 1 });
    expect((await seller.delivered()).map((event) => event.type)).toEqual(["checkout.created"]);
  });

  it.each([
    { when: "while the first request's claim still runs", abandoned: false },
    { when: "after the claim could be taken over", abandoned: true },
  ])("answers the session again when its answer was lost, $when", async ({ abandoned }) => {
    const db = await getDb();
    const seller = await merchant({ pix: false });
    const key = `lost-session-${abandoned}`;
    const headers = { "idempotency-key": key };
    const first = await api(server.url, "/api/checkouts", { token: seller.token, body: sessionBody, headers });
    expect(first.status).toBe(201);
    const owner = and(eq(idempotencyKeys.userId, seller.user.id), eq(idempotencyKeys.key, key));
    const [named] = await db.select({ checkoutSessionId: idempotencyKeys.checkoutSessionId }).from(idempotencyKeys).where(owner);
    expect(named?.checkoutSessionId).not.toBeNull();
    // The session committed, its answer was never stored.
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null, ...(abandoned ? { lockedUntil: new Date(Date.now() - 1_000) } : {}) })
      .where(owner);
    const retry = await api(server.url, "/api/checkouts", { token: seller.token, body: sessionBody, headers });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await db.$count(checkoutSessions, eq(checkoutSessions.userId, seller.user.id))).toBe(1);
  });

  it("lists pages of the merchant's own sessions and answers another merchant's with 404", async () => {
    const seller = await merchant({ pix: false });
    const stranger = await merchant({ pix: false });
    for (const amount of [1, 2, 3]) {
      await api(server.url, "/api/checkouts", { token: seller.token, body: { ...sessionBody, amount } });
    }
    const page = await api(server.url, "/api/checkouts?page=2&quantityPerPage=2", { token: seller.token });
    expect(page.body.response.data.map((session: { amount: number }) => session.amount)).toEqual([1]);
    expect(page.body.response.pagination).toEqual({ page: 2, quantityPerPage: 2, total: 3, totalPages: 2 });
    const id = page.body.response.data[0].id;
    expect((await api(server.url, `/api/checkouts/${id}`, { token: stranger.token })).status).toBe(404);
    // Without a PIX profile only crypto is offered.
    const view = await (await callerFor(null)).checkoutSessions.view({ sessionId: id });
    expect(view.rails.pix).toBe(false);
    expect((await trpcErrorOf((await callerFor(null)).checkoutSessions.choose({ sessionId: id, rail: "pix" }))).code).toBe("BAD_REQUEST");
  });

  it("answers bad input by field", async () => {
    const seller = await merchant({ pix: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...sessionBody, amount: -1 }, "amount"],
      [{ ...sessionBody, currency: "XYZ" }, "currency"],
      [{ ...sessionBody, redirect_url: "ftp://x" }, "redirect_url"],
      [{ ...sessionBody, expires_at: "2001-01-01T00:00:00Z" }, "expires_at"],
    ];
    for (const [body, path] of cases) {
      const response = await api(server.url, "/api/checkouts", { token: seller.token, body });
      expect(response.status).toBe(400);
      expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(path);
    }
  });
});
