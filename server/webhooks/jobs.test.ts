import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { webhookDeliveries } from "@/db/schema";
import { jobRegistry } from "@/server/background/registry";
import { runTick } from "@/server/background/run-tick";
import { createUser } from "@/server/testing/fixtures";
import { nextState } from "./delivery/attempt-delivery";
import { jobs } from "./jobs";
import { closeIdleConnections } from "./delivery/send";
import { setWebhookEndpoint } from "./set-webhook-endpoint";
import { insertTestInvoice } from "@/server/testing/invoices";
import { startReceiver } from "@/server/testing/webhook-receiver";

afterAll(() => closeIdleConnections());

describe("webhooks.deliver job", () => {
  it("is registered with every tick and delivers pending events when a tick runs", async () => {
    expect(jobRegistry.map((job) => job.name)).toContain("webhooks.deliver");
    const db = await getDb();
    const receiver = await startReceiver();
    try {
      const merchant = await createUser(db);
      await setWebhookEndpoint(db, merchant.actor, { url: receiver.url });
      await insertTestInvoice(db, { userId: merchant.user.id });
      const report = await runTick(db, jobs);
      expect(report["webhooks.deliver"]).toMatchObject({ ok: true, result: { claimed: 1, succeeded: 1 } });
      const [delivery] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, merchant.user.id));
      expect(delivery?.state).toBe("succeeded");
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});

describe("nextState", () => {
  const attemptedAt = new Date("2026-11-22T12:00:00.000Z");
  const options = { retryDelaysMs: [60_000, 900_000, 7_200_000], jitter: 0 };
  const after = (ms: number) => new Date(attemptedAt.getTime() + ms);

  it("schedules the three automatic retries after their delays, then fails", () => {
    const states = [0, 1, 2, 3].map((before) => nextState({ ok: false, trigger: "auto", attemptCountBefore: before, attemptedAt, options }));
    expect(states.map((state) => state.state)).toEqual(["pending", "pending", "pending", "failed"]);
    expect(states.slice(0, 3).map((state) => state.nextAttemptAt)).toEqual([after(60_000), after(900_000), after(7_200_000)]);
    expect(states[3]?.completedAt).toEqual(attemptedAt);
  });

  it("starts a fresh retry budget when a manual resend fails, even after the delivery had failed", () => {
    expect(nextState({ ok: false, trigger: "resend", attemptCountBefore: 4, attemptedAt, options })).toEqual({
      state: "pending",
      attemptCount: 1,
      nextAttemptAt: after(60_000),
      completedAt: null,
    });
  });

  it("never retries a test event", () => {
    expect(nextState({ ok: false, trigger: "test", attemptCountBefore: 0, attemptedAt, options }).state).toBe("failed");
  });

  it("adds at most the jitter share to a delay", () => {
    const late = nextState({ ok: false, trigger: "auto", attemptCountBefore: 0, attemptedAt, options: { ...options, jitter: 0.1 } });
    const waited = late.nextAttemptAt.getTime() - attemptedAt.getTime();
    expect(waited).toBeGreaterThanOrEqual(60_000);
    expect(waited).toBeLessThanOrEqual(66_000);
  });

  it("marks a 2xx as succeeded", () => {
    expect(nextState({ ok: true, trigger: "auto", attemptCountBefore: 2, attemptedAt, options })).toMatchObject({ state: "succeeded", attemptCount: 3 });
  });
});
