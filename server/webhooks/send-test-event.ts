// The settings page's "send test event": writes a webhook.test event and delivers it at once,
// answering what the receiver said. Tried once: a test is never retried in the background.
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { attemptDelivery } from "./attempt-delivery";
import { claimDeliveryNow } from "./claim-deliveries";
import { deliveryOptions, type DeliveryOptions } from "./delivery-options";
import { finalizeDeliveries } from "./finalize-deliveries";
import { hitRateLimit } from "./hit-rate-limit";
import { writeTestEvent } from "./outbox";
import { resendWaitMs } from "./resend-webhook";

export async function sendTestEvent(db: Database, actor: Actor, params: { options?: Partial<DeliveryOptions> } = {}) {
  const [endpoint] = await db
    .select({ url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, actor.userId))
    .limit(1);
  if (!endpoint) throw new AppError("webhook_not_configured");
  await hitRateLimit(db, { key: `webhook-test:${actor.userId}`, limit: 10, windowMs: 60_000 });

  const options = deliveryOptions({ ...params.options, timeoutMs: Math.min(params.options?.timeoutMs ?? env.WEBHOOK_TIMEOUT_MS, resendWaitMs) });
  // Claimed in the transaction that creates it, so no background tick can take it first.
  const claimed = await db.transaction(async (tx) => {
    const eventId = await writeTestEvent(tx, actor.userId);
    const [delivery] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, eventId))
      .limit(1);
    if (!delivery) throw new Error("test event has no delivery");
    return claimDeliveryNow(tx, { deliveryId: delivery.id, now: new Date(), leaseMs: options.timeoutMs + 30_000 });
  });
  if (!claimed) throw new Error("test delivery could not be claimed");
  const outcome = await attemptDelivery(claimed, options, "test");
  await finalizeDeliveries(db, claimed.leaseToken, [outcome]);
  return {
    eventId: claimed.eventId,
    url: endpoint.url,
    ok: outcome.result.ok,
    statusCode: outcome.result.statusCode,
    errorKind: outcome.result.errorKind,
    latencyMs: outcome.result.latencyMs,
    excerpt: outcome.result.excerpt,
  };
}
