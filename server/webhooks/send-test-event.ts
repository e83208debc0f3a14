// The settings page's "send test event": writes a webhook.test event and delivers it at once,
// answering what the receiver said. Tried once: a test is never retried in the background.
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { attemptAndRecord, claimForWaitedAttempt, waitedDeliveryOptions } from "./delivery/deliver-now";
import type { DeliveryOptions } from "./delivery/delivery-options";
import { hitRateLimit } from "./hit-rate-limit";
import { writeEvent } from "@/db/outbox";

export async function sendTestEvent(db: Database, actor: Actor, params: { options?: Partial<DeliveryOptions> } = {}) {
  const [endpoint] = await db
    .select({ url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, actor.userId))
    .limit(1);
  if (!endpoint) throw new AppError("webhook_not_configured");
  await hitRateLimit(db, { key: `webhook-test:${actor.userId}`, limit: 10, windowMs: 60_000 });

  const options = waitedDeliveryOptions(params.options);
  // Claimed in the transaction that creates it, so no background tick can take it first.
  const claimed = await db.transaction(async (tx) => {
    const eventId = await writeEvent(tx, {
      userId: actor.userId,
      invoiceId: null,
      type: "webhook.test",
      data: { message: "This is a test event from Ponte. Your endpoint received and can verify it." },
    });
    const [delivery] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, eventId))
      .limit(1);
    if (!delivery) throw new Error("test event has no delivery");
    return claimForWaitedAttempt(tx, delivery.id, options);
  });
  if (!claimed) throw new Error("test delivery could not be claimed");
  const result = await attemptAndRecord(db, claimed, options, "test");
  return {
    eventId: claimed.eventId,
    url: endpoint.url,
    ok: result.ok,
    statusCode: result.statusCode,
    errorKind: result.errorKind,
    latencyMs: result.latencyMs,
    excerpt: result.excerpt,
  };
}
