// The outbox: an event row (and a pending delivery when the merchant has an endpoint), written in
// the caller's transaction so the change and its notification commit together or not at all.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { webhookEvents, type Invoice, type InvoicePayment } from "@/db/schema";
import { toInvoiceObject } from "@/server/invoices/serialize";

export type InvoiceEventType =
  | "invoice.created"
  | "invoice.confirming"
  | "invoice.partially_paid"
  | "invoice.paid"
  | "invoice.expired"
  | "invoice.canceled";

/** Time-ordered, unguessable event ids: evt_<ms in base36><80 random bits>. */
export const newEventId = () => `evt_${Date.now().toString(36)}${randomBytes(10).toString("hex")}`;

/** Writes an event and, when the merchant has an endpoint, its pending delivery. */
async function writeEvent(
  tx: Executor,
  params: { userId: number; invoiceId: number | null; type: string; data: Record<string, unknown> },
) {
  const id = newEventId();
  const createdAt = new Date();
  const payload = { id, type: params.type, created_at: createdAt.toISOString(), data: params.data };
  await tx.insert(webhookEvents).values({
    id,
    userId: params.userId,
    invoiceId: params.invoiceId,
    type: params.type,
    payload,
    createdAt,
  });
  await tx.execute(sql`
    insert into webhook_deliveries (event_id, user_id)
    select ${id}, ${params.userId}
    where exists (select 1 from webhook_endpoints where user_id = ${params.userId})`);
  return id;
}

export async function writeInvoiceEvent(
  tx: Executor,
  params: { invoice: Invoice; type: InvoiceEventType; payments?: InvoicePayment[] },
) {
  return writeEvent(tx, {
    userId: params.invoice.userId,
    invoiceId: params.invoice.id,
    type: params.type,
    data: { invoice: toInvoiceObject(params.invoice, params.payments) },
  });
}

/** The dashboard's `webhook.test` event: no invoice, a short message. */
export function writeTestEvent(tx: Executor, userId: number) {
  return writeEvent(tx, {
    userId,
    invoiceId: null,
    type: "webhook.test",
    data: { message: "This is a test event from Ponte. Your endpoint received and can verify it." },
  });
}
