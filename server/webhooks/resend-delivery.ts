// The delivery log's resend button: delivers that delivery's event again at once (same webhook-id).
// A failure puts it back on the automatic retry path, like the REST resend.
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { webhookDeliveries, webhookEvents } from "@/db/schema";
import { isStaff, type Actor } from "@/server/auth/actor";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { attemptDelivery } from "./attempt-delivery";
import { claimDeliveryNow } from "./claim-deliveries";
import { deliveryOptions, type DeliveryOptions } from "./delivery-options";
import { finalizeDeliveries } from "./finalize-deliveries";
import { hitRateLimit } from "./hit-rate-limit";
import { resendLimitPerMinute, resendWaitMs } from "./resend-webhook";

export async function resendDelivery(
  db: Database,
  actor: Actor,
  params: { deliveryId: number; options?: Partial<DeliveryOptions> },
) {
  const [delivery] = await db
    .select({ id: webhookDeliveries.id, invoiceId: webhookEvents.invoiceId })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.id, params.deliveryId),
        isStaff(actor) ? undefined : eq(webhookDeliveries.userId, actor.userId),
      ),
    )
    .limit(1);
  if (!delivery) throw new AppError("not_found", "Delivery not found.");
  const key = delivery.invoiceId === null ? `webhook-resend-delivery:${delivery.id}` : `webhook-resend:${delivery.invoiceId}`;
  await hitRateLimit(db, { key, limit: resendLimitPerMinute, windowMs: 60_000 });

  const options = deliveryOptions({ ...params.options, timeoutMs: Math.min(params.options?.timeoutMs ?? env.WEBHOOK_TIMEOUT_MS, resendWaitMs) });
  const claimed = await claimDeliveryNow(db, { deliveryId: delivery.id, now: new Date(), leaseMs: options.timeoutMs + 30_000 });
  if (!claimed) return { status: "pending" as const, statusCode: null, errorKind: null };
  const outcome = await attemptDelivery(claimed, options, "resend");
  await finalizeDeliveries(db, claimed.leaseToken, [outcome]);
  return {
    status: outcome.result.ok ? ("success" as const) : ("pending" as const),
    statusCode: outcome.result.statusCode,
    errorKind: outcome.result.errorKind,
  };
}
