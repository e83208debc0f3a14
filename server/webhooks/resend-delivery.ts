// The delivery log's resend button: delivers that delivery's event again at once (same webhook-id).
// A failure puts it back on the automatic retry path, like the REST resend.
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { webhookDeliveries, webhookEvents } from "@/db/schema";
import { isStaff, type Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { attemptAndRecord, claimForWaitedAttempt, waitedDeliveryOptions } from "./delivery/deliver-now";
import type { DeliveryOptions } from "./delivery/delivery-options";
import { hitRateLimit } from "./hit-rate-limit";
import { resendLimitPerMinute } from "./resend-webhook";

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

  const options = waitedDeliveryOptions(params.options);
  const claimed = await claimForWaitedAttempt(db, delivery.id, options);
  if (!claimed) return { status: "pending" as const, statusCode: null, errorKind: null };
  const result = await attemptAndRecord(db, claimed, options, "resend");
  return {
    status: result.ok ? ("success" as const) : ("pending" as const),
    statusCode: result.statusCode,
    errorKind: result.errorKind,
  };
}
