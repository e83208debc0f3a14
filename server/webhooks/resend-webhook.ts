// POST /api/invoices/resend-webhook/{id}: re-delivers the invoice's latest event at once (same
// webhook-id), waits a few seconds at most, and answers success (2xx) or pending (the delivery then
// follows the usual retries). It never changes the invoice.
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { findInvoice } from "@/server/invoices/get-invoice";
import { attemptAndRecord, claimForWaitedAttempt, waitedDeliveryOptions } from "./delivery/deliver-now";
import type { DeliveryOptions } from "./delivery/delivery-options";
import { hitRateLimit } from "./hit-rate-limit";
import type { ResendWebhookResult } from "./schemas";

export const resendLimitPerMinute = 10;

const messages = {
  success: "Webhook resent successfully.",
  pending: "Webhook resend is in progress; it will be retried automatically.",
} as const;

/** The delivery of an event to its merchant's endpoint, created if the event predates the endpoint. */
async function deliveryFor(db: Database, event: { id: string; userId: number }) {
  const [existing] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, event.id), eq(webhookDeliveries.userId, event.userId)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await db
    .insert(webhookDeliveries)
    .values({ eventId: event.id, userId: event.userId })
    .returning({ id: webhookDeliveries.id });
  if (!created) throw new Error("delivery insert returned no row");
  return created.id;
}

export async function resendWebhook(
  db: Database,
  actor: Actor,
  params: { invoiceId: string | number; options?: Partial<DeliveryOptions> },
): Promise<ResendWebhookResult> {
  // Staff may resend for any merchant; a merchant only for their own invoices (others are 404).
  const invoice = await findInvoice(db, actor, params.invoiceId);
  const [endpoint] = await db
    .select({ userId: webhookEndpoints.userId })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, invoice.userId))
    .limit(1);
  if (!endpoint) throw new AppError("webhook_not_configured");
  await hitRateLimit(db, { key: `webhook-resend:${invoice.id}`, limit: resendLimitPerMinute, windowMs: 60_000 });

  const [event] = await db
    .select({ id: webhookEvents.id, userId: webhookEvents.userId })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.invoiceId, invoice.id), eq(webhookEvents.userId, invoice.userId)))
    .orderBy(desc(webhookEvents.createdAt), desc(webhookEvents.id))
    .limit(1);
  if (!event) throw new AppError("unprocessable", "This invoice has no webhook event to resend.");

  const options = waitedDeliveryOptions(params.options);
  const claimed = await claimForWaitedAttempt(db, await deliveryFor(db, event), options);
  // A worker is sending this very delivery right now: it is in progress.
  if (!claimed) return { message: messages.pending, invoice_id: invoice.id, status: "pending" };

  const result = await attemptAndRecord(db, claimed, options, "resend");
  const status = result.ok ? "success" : "pending";
  return { message: messages[status], invoice_id: invoice.id, status };
}
