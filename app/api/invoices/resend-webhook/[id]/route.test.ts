import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { invoices, rateLimitWindows, webhookAttempts, webhookDeliveries, webhookEvents } from "@/db/schema";
import { startApiServer } from "@/server/testing/api-server";
import { api, createUser } from "@/server/testing/fixtures";
import { closeIdleConnections } from "@/server/webhooks/delivery/send";
import { setWebhookEndpoint } from "@/server/webhooks/set-webhook-endpoint";
import { insertTestInvoice } from "@/server/testing/invoices";
import { closedPort, startReceiver } from "@/server/testing/webhook-receiver";

let server: Awaited<ReturnType<typeof startApiServer>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await startApiServer();
  receiver = await startReceiver((_request, response) => response.end("thanks"));
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});
afterEach(() => closeIdleConnections());

const resend = (id: string | number, token?: string) =>
  api(server.url, `/api/invoices/resend-webhook/${id}`, { method: "POST", token });

async function merchantWithInvoice(url = receiver.url) {
  const db = await getDb();
  const merchant = await createUser(db);
  const endpoint = await setWebhookEndpoint(db, merchant.actor, { url });
  const invoice = await insertTestInvoice(db, { userId: merchant.user.id });
  return { ...merchant, invoice, secret: endpoint.secret };
}

describe("POST /api/invoices/resend-webhook/{id}", () => {
  it("re-delivers the latest event at once with the same webhook-id and answers success", async () => {
    const db = await getDb();
    const { token, invoice, secret } = await merchantWithInvoice();
    const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.invoiceId, invoice.id));
    const before = receiver.requests.length;

    const response = await resend(invoice.id, token);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Webhook resent successfully.", invoice_id: invoice.id, status: "success" });
    const delivered = receiver.requests.slice(before);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.headers["webhook-id"]).toBe(event?.id);
    const verified = new Webhook(secret).verify(delivered[0]?.body ?? "", delivered[0]?.headers as Record<string, string>);
    expect(verified).toMatchObject({ id: event?.id, type: "invoice.created", data: { invoice: { id: String(invoice.id) } } });
    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, event?.id ?? ""));
    expect(delivery?.state).toBe("succeeded");
    const attempts = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, delivery?.id ?? 0));
    expect(attempts.map((attempt) => attempt.trigger)).toEqual(["resend"]);
  });

  it("can be repeated safely and never changes the invoice", async () => {
    const db = await getDb();
    const { token, invoice } = await merchantWithInvoice();
    const before = receiver.requests.length;
    for (let call = 0; call < 3; call += 1) expect((await resend(invoice.id, token)).body.status).toBe("success");
    const ids = new Set(receiver.requests.slice(before).map((request) => request.headers["webhook-id"]));
    expect(receiver.requests.length - before).toBe(3);
    expect(ids.size).toBe(1);
    const [after] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toEqual(invoice);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.invoiceId, invoice.id))).toHaveLength(1);
  });

  it("answers pending when the receiver is down, and the delivery joins the retry path", async () => {
    const db = await getDb();
    const { token, invoice, user } = await merchantWithInvoice(`http://127.0.0.1:${await closedPort()}/hook`);
    const response = await resend(invoice.id, token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ invoice_id: invoice.id, status: "pending" });
    const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, user.id));
    expect(delivery).toMatchObject({ state: "pending", attemptCount: 1, lastError: "refused", leaseToken: null });
    expect(delivery?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("lets an operator resend for any merchant", async () => {
    const db = await getDb();
    const { invoice } = await merchantWithInvoice();
    const operator = await createUser(db, { role: "operator" });
    expect((await resend(invoice.id, operator.token)).body).toMatchObject({ status: "success", invoice_id: invoice.id });
  });

  it("answers 404 for another merchant's invoice, an unknown id and a non-numeric id", async () => {
    const db = await getDb();
    const { invoice } = await merchantWithInvoice();
    const stranger = await createUser(db);
    await setWebhookEndpoint(db, stranger.actor, { url: receiver.url });
    const before = receiver.requests.length;
    for (const id of [String(invoice.id), "999999999", "abc"]) {
      const response = await resend(id, stranger.token);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ status: 404, code: "not_found" });
    }
    expect(receiver.requests.length).toBe(before);
  });

  it("answers 401 without a token or with an invalid one", async () => {
    const { invoice } = await merchantWithInvoice();
    for (const token of [undefined, "not-a-real-key"]) {
      const response = await resend(invoice.id, token);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ status: 401, code: "unauthorized" });
    }
  });

  it("answers 422 webhook_not_configured when the merchant has no endpoint", async () => {
    const db = await getDb();
    const merchant = await createUser(db);
    const invoice = await insertTestInvoice(db, { userId: merchant.user.id });
    const response = await resend(invoice.id, merchant.token);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ status: 422, code: "webhook_not_configured" });
  });

  it("answers 429 with Retry-After once an invoice had 10 resends this minute", async () => {
    const db = await getDb();
    const { token, invoice } = await merchantWithInvoice();
    const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await db.insert(rateLimitWindows).values({ key: `webhook-resend:${invoice.id}`, windowStart, hits: 10 });
    const before = receiver.requests.length;
    const response = await resend(invoice.id, token);
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(receiver.requests.length).toBe(before);
  });
});
