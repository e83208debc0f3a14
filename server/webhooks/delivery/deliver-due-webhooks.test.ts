import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { getDb, type Database } from "@/db/client";
import { webhookAttempts, webhookDeliveries } from "@/db/schema";
import { createUser } from "@/server/testing/fixtures";
import { claimDueDeliveries } from "./claim-deliveries";
import { deliverDueWebhooks } from "./deliver-due-webhooks";
import type { DeliveryOptions } from "./delivery-options";
import { finalizeDeliveries } from "./finalize-deliveries";
import { attemptDelivery } from "./attempt-delivery";
import { rotateWebhookSecret } from "@/server/webhooks/rotate-webhook-secret";
import { closeIdleConnections } from "./send";
import { setWebhookEndpoint } from "@/server/webhooks/set-webhook-endpoint";
import type { GuardOptions } from "./ssrf-guard";
import { insertTestInvoice } from "@/server/testing/invoices";
import { closedPort, startReceiver, type Responder } from "@/server/testing/webhook-receiver";

const guard: GuardOptions = { allowPrivate: true, requireHttps: false };
const fast: Partial<DeliveryOptions> = { retryDelaysMs: [30, 30, 30], jitter: 0, timeoutMs: 1000, guard };
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
  closeIdleConnections(guard);
  // Tests share this file's database: leftovers of one test must not be claimed by the next.
  const db = await getDb();
  await db.update(webhookDeliveries).set({ state: "failed" }).where(eq(webhookDeliveries.state, "pending"));
});

async function receiver(respond?: Responder) {
  const started = await startReceiver(respond);
  closers.push(started.close);
  return started;
}

async function merchantWithEndpoint(db: Database, url: string) {
  const merchant = await createUser(db);
  const endpoint = await setWebhookEndpoint(db, merchant.actor, { url }, guard);
  return { ...merchant, secret: endpoint.secret };
}

async function deliveryOf(db: Database, userId: number) {
  const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, userId));
  expect(rows).toHaveLength(1);
  return rows[0] as (typeof rows)[number];
}

const attemptsOf = (db: Database, deliveryId: number) =>
  db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(webhookAttempts.id);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ticks until the delivery leaves the pending state (or a generous limit passes). */
async function tickUntilSettled(db: Database, deliveryId: number, options = fast) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    await deliverDueWebhooks(db, { options });
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
    if (row && row.state !== "pending") return row;
    await pause(10);
  }
  throw new Error("delivery did not settle");
}

describe("webhook delivery job", () => {
  it("retries 500, 500, 500 then succeeds on 200: 4 attempts, one webhook-id, every signature valid", async () => {
    const db = await getDb();
    const target = await receiver((_request, response, index) => response.writeHead(index < 3 ? 500 : 200).end(`answer ${index}`));
    const merchant = await merchantWithEndpoint(db, `${target.url}/hooks`);
    const invoice = await insertTestInvoice(db, { userId: merchant.user.id });
    const delivery = await deliveryOf(db, merchant.user.id);

    const settled = await tickUntilSettled(db, delivery.id);

    expect(settled).toMatchObject({ state: "succeeded", attemptCount: 4, lastStatusCode: 200, leaseToken: null });
    expect(target.requests).toHaveLength(4);
    const ids = new Set(target.requests.map((request) => request.headers["webhook-id"]));
    expect(ids).toEqual(new Set([delivery.eventId]));
    const verifier = new Webhook(merchant.secret);
    for (const request of target.requests) {
      const event = verifier.verify(request.body, request.headers as Record<string, string>) as {
        type: string;
        data: { invoice: { id: string } };
      };
      expect(event.type).toBe("invoice.created");
      expect(event.data.invoice.id).toBe(String(invoice.id));
    }
    const attempts = await attemptsOf(db, delivery.id);
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 500, 200]);
    expect(attempts.map((attempt) => attempt.errorKind)).toEqual(["http", "http", "http", null]);
    expect(attempts[0]?.responseExcerpt).toBe("answer 0");
    expect(attempts.every((attempt) => attempt.trigger === "auto" && attempt.latencyMs >= 0)).toBe(true);
  });

  it("stops after 4 attempts when the receiver always answers 500, and never sends a 5th", async () => {
    const db = await getDb();
    const target = await receiver((_request, response) => response.writeHead(500).end());
    const merchant = await merchantWithEndpoint(db, target.url);
    await insertTestInvoice(db, { userId: merchant.user.id });
    const delivery = await deliveryOf(db, merchant.user.id);

    const settled = await tickUntilSettled(db, delivery.id);
    expect(settled).toMatchObject({ state: "failed", attemptCount: 4, lastStatusCode: 500, lastError: "http" });
    expect(settled.completedAt).not.toBeNull();

    await pause(100);
    const later = await deliverDueWebhooks(db, { options: fast });
    expect(later.claimed).toBe(0);
    expect(target.requests).toHaveLength(4);
    expect(await attemptsOf(db, delivery.id)).toHaveLength(4);
  });

  it("waits the configured delay before each retry", async () => {
    const db = await getDb();
    const target = await receiver((_request, response) => response.writeHead(503).end());
    const merchant = await merchantWithEndpoint(db, target.url);
    await insertTestInvoice(db, { userId: merchant.user.id });
    const delivery = await deliveryOf(db, merchant.user.id);
    const now = new Date();

    await deliverDueWebhooks(db, { now, options: { ...fast, retryDelaysMs: [60_000, 900_000, 7_200_000], jitter: 0.1 } });
    const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    const waitMs = (row?.nextAttemptAt.getTime() ?? 0) - now.getTime();
    expect(row?.state).toBe("pending");
    expect(waitMs).toBeGreaterThanOrEqual(60_000);
    expect(waitMs).toBeLessThanOrEqual(66_000 + 1_000);
    expect((await deliverDueWebhooks(db, { now: new Date(now.getTime() + 59_000), options: fast })).claimed).toBe(0);
    expect((await deliverDueWebhooks(db, { now: new Date(now.getTime() + 67_000), options: fast })).claimed).toBe(1);
    expect(target.requests).toHaveLength(2);
  });

  it("counts a timeout, a refused connection and a redirect as failed attempts, never following the redirect", async () => {
    const db = await getDb();
    const redirectTarget = await receiver();
    const silent = await receiver(() => {});
    const redirecting = await receiver((_request, response) =>
      response.writeHead(302, { location: `${redirectTarget.url}/stolen` }).end(),
    );
    const refusedUrl = `http://127.0.0.1:${await closedPort()}/`;
    const cases = [
      { url: silent.url, errorKind: "timeout", statusCode: null },
      { url: refusedUrl, errorKind: "refused", statusCode: null },
      { url: redirecting.url, errorKind: "redirect", statusCode: 302 },
    ];
    const once = { ...fast, retryDelaysMs: [], timeoutMs: 300 };
    for (const testCase of cases) {
      const merchant = await merchantWithEndpoint(db, testCase.url);
      await insertTestInvoice(db, { userId: merchant.user.id });
      const delivery = await deliveryOf(db, merchant.user.id);
      const settled = await tickUntilSettled(db, delivery.id, once);
      expect(settled.state).toBe("failed");
      const [attempt] = await attemptsOf(db, delivery.id);
      expect(attempt).toMatchObject({ errorKind: testCase.errorKind, statusCode: testCase.statusCode });
    }
    expect(redirectTarget.requests).toHaveLength(0);
  });

  it("delivers each event on its own: a failing receiver never holds back another event", async () => {
    const db = await getDb();
    const failing = await receiver((_request, response) => response.writeHead(500).end());
    const healthy = await receiver();
    const unlucky = await merchantWithEndpoint(db, failing.url);
    const lucky = await merchantWithEndpoint(db, healthy.url);
    await insertTestInvoice(db, { userId: unlucky.user.id });
    await insertTestInvoice(db, { userId: lucky.user.id });
    await insertTestInvoice(db, { userId: lucky.user.id });

    const report = await deliverDueWebhooks(db, { options: fast });
    expect(report).toMatchObject({ claimed: 3, succeeded: 2, retrying: 1 });
    expect(healthy.requests).toHaveLength(2);
  });

  it("signs with both the new and the previous secret during a rotation", async () => {
    const db = await getDb();
    const target = await receiver();
    const merchant = await merchantWithEndpoint(db, target.url);
    const rotated = await rotateWebhookSecret(db, merchant.actor);
    await insertTestInvoice(db, { userId: merchant.user.id });
    await deliverDueWebhooks(db, { options: fast });

    const [request] = target.requests;
    const headers = request?.headers as Record<string, string>;
    expect(headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    expect(() => new Webhook(merchant.secret).verify(request?.body ?? "", headers)).not.toThrow();
    expect(() => new Webhook(rotated.secret).verify(request?.body ?? "", headers)).not.toThrow();
  });

  it("retries a delivery whose worker died mid-delivery once its lease runs out, and fences the dead worker", async () => {
    const db = await getDb();
    const target = await receiver();
    const merchant = await merchantWithEndpoint(db, target.url);
    await insertTestInvoice(db, { userId: merchant.user.id });
    const delivery = await deliveryOf(db, merchant.user.id);

    // A worker claims the delivery, sends it, and is killed before recording anything.
    const [claimed] = await claimDueDeliveries(db, { now: new Date(), limit: 10, leaseMs: 300 });
    expect(claimed?.id).toBe(delivery.id);
    const lostOutcome = await attemptDelivery(claimed as NonNullable<typeof claimed>, { ...fast, guard, retryDelaysMs: [30], jitter: 0, timeoutMs: 1000 });

    expect((await deliverDueWebhooks(db, { options: fast })).claimed).toBe(0);
    await pause(350);
    const settled = await tickUntilSettled(db, delivery.id);
    expect(settled.state).toBe("succeeded");
    expect(target.requests).toHaveLength(2);

    // The dead worker's late finalize changes nothing.
    expect(await finalizeDeliveries(db, claimed?.leaseToken ?? "", [lostOutcome])).toEqual([]);
    expect(await attemptsOf(db, delivery.id)).toHaveLength(1);
    const [after] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(after).toMatchObject({ state: "succeeded", attemptCount: 1 });
  });

  it("delivers each of 1,000 events exactly once with two workers ticking at the same time", async () => {
    const db = await getDb();
    const seen = new Map<string, number>();
    const target = await receiver((request, response) => {
      const id = String(request.headers["webhook-id"]);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      response.end();
    });
    const merchant = await merchantWithEndpoint(db, target.url);
    await db.execute(sql`
      insert into webhook_events (id, user_id, type, payload)
      select 'evt_bulk_' || n, ${merchant.user.id}, 'webhook.test',
             jsonb_build_object('id', 'evt_bulk_' || n, 'type', 'webhook.test', 'created_at', now(), 'data', '{}'::jsonb)
      from generate_series(1, 1000) n`);
    await db.execute(sql`
      insert into webhook_deliveries (event_id, user_id) select id, user_id from webhook_events where id like 'evt_bulk_%'`);

    const options = { ...fast, batchSize: 50, concurrency: 16 };
    const worker = async () => {
      const totals = { claimed: 0, lostLease: 0 };
      for (;;) {
        const report = await deliverDueWebhooks(db, { options });
        totals.claimed += report.claimed;
        totals.lostLease += report.lostLease;
        if (report.claimed === 0) return totals;
      }
    };
    const [first, second] = await Promise.all([worker(), worker()]);

    expect((first?.claimed ?? 0) + (second?.claimed ?? 0)).toBe(1000);
    expect(seen.size).toBe(1000);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    const [counts] = await db
      .select({ succeeded: sql<number>`count(*) filter (where state = 'succeeded')::int` })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, merchant.user.id));
    expect(counts?.succeeded).toBe(1000);
  });
});
