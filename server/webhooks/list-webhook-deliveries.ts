// The delivery log: deliveries newest first with their event, invoice and every attempt. Merchants
// see their own; for one invoice, whoever may read the invoice sees its deliveries.
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { webhookAttempts, webhookDeliveries, webhookEvents } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { findInvoice } from "@/server/invoices/get-invoice";
import { deliveryListInput, type DeliveryListInput } from "./schemas";

export async function listWebhookDeliveries(db: Executor, actor: Actor, input: DeliveryListInput = {}) {
  const { invoiceId, limit, before } = deliveryListInput.parse(input);
  // For one invoice the owner is the invoice's (staff may look at any merchant's invoice).
  const owner = invoiceId === undefined ? actor.userId : (await findInvoice(db, actor, invoiceId)).userId;
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      state: webhookDeliveries.state,
      attemptCount: webhookDeliveries.attemptCount,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      completedAt: webhookDeliveries.completedAt,
      createdAt: webhookDeliveries.createdAt,
      eventId: webhookEvents.id,
      eventType: webhookEvents.type,
      invoiceId: webhookEvents.invoiceId,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.userId, owner),
        invoiceId === undefined ? undefined : eq(webhookEvents.invoiceId, invoiceId),
        before === undefined ? undefined : lt(webhookDeliveries.id, before),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
  const ids = rows.map((row) => row.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(webhookAttempts.id);
  return {
    deliveries: rows.map((row) => ({
      ...row,
      // While a delivery is pending, its next attempt time is when the next retry goes out.
      nextAttemptAt: row.state === "pending" ? row.nextAttemptAt : null,
      attempts: attempts
        .filter((attempt) => attempt.deliveryId === row.id)
        .map((attempt) => ({
          id: attempt.id,
          attemptedAt: attempt.attemptedAt,
          statusCode: attempt.statusCode,
          errorKind: attempt.errorKind,
          latencyMs: attempt.latencyMs,
          responseExcerpt: attempt.responseExcerpt,
          trigger: attempt.trigger,
        })),
    })),
    nextBefore: rows.length === limit ? rows.at(-1)?.id ?? null : null,
  };
}
