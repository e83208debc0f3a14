// The outbox: an event row (and a pending delivery when the merchant has an endpoint), written in
// the caller's transaction so the change and its notification commit together or not at all.
// Generic: each domain writes its own events through it (server/invoices/invoice-events.ts).
import { customAlphabet } from "nanoid";
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";

const randomHex = customAlphabet("0123456789abcdef", 20);

/** Time-ordered, unguessable event ids: evt_<ms in base36><80 random bits>. */
export const newEventId = () => `evt_${Date.now().toString(36)}${randomHex()}`;

export type OutboxEvent = { id: string; createdAt: Date; type: string; payload: string };

/** An event and its webhook payload (as JSON text: see outboxEventStatements). */
export function newOutboxEvent(type: string, data: Record<string, unknown>, createdAt = new Date()): OutboxEvent {
  const id = newEventId();
  const payload = JSON.stringify({ id, type, created_at: createdAt.toISOString(), data });
  return { id, createdAt, type, payload };
}

/**
 * The bodies of two data-modifying CTEs, to run in the same statement as the change they announce:
 * `outbox_event` inserts the event (returning id, user_id) and `outbox_delivery` its pending
 * delivery when the merchant has an endpoint. `payloadSql` is the jsonb payload expression (a
 * statement may patch values only the database knows into it). The payload travels as JSON text
 * cast to jsonb in SQL: drizzle's postgres-js driver passes jsonb parameters through unserialised,
 * and text cast in SQL behaves the same on postgres.js (prepared or not) and PGlite. With `from`
 * (a CTE of the same statement) the event is written once per row of it, and not at all when it
 * is empty; its values may then name that CTE's columns.
 */
export function outboxEventStatements(params: {
  /** Values or SQL (e.g. placeholders of a statement prepared once). */
  eventId: unknown;
  type: unknown;
  /** ISO-8601 text. */
  createdAt: unknown;
  userId: unknown;
  invoiceId: unknown;
  payloadSql: SQL;
  from?: SQL;
}): { event: SQL; delivery: SQL } {
  const values = sql`${params.eventId}, ${params.userId}, ${params.invoiceId}, ${params.type}, ${params.payloadSql}, ${params.createdAt}::timestamptz`;
  return {
    event: sql`insert into webhook_events (id, user_id, invoice_id, type, payload, created_at)
      ${params.from ? sql`select ${values} from ${params.from}` : sql`values (${values})`}
      returning id, user_id`,
    delivery: sql`insert into webhook_deliveries (event_id, user_id)
      select outbox_event.id, outbox_event.user_id from outbox_event
      where exists (select 1 from webhook_endpoints where webhook_endpoints.user_id = outbox_event.user_id)
      returning id`,
  };
}

/** Writes an event and, when the merchant has an endpoint, its pending delivery: one statement. */
export async function writeEvent(
  tx: Executor,
  params: { userId: number; invoiceId: number | null; type: string; data: Record<string, unknown>; createdAt?: Date },
) {
  const event = newOutboxEvent(params.type, params.data, params.createdAt);
  const statements = outboxEventStatements({
    eventId: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    userId: params.userId,
    invoiceId: params.invoiceId,
    payloadSql: sql`${event.payload}::jsonb`,
  });
  await tx.execute(
    sql`with outbox_event as (${statements.event}), outbox_delivery as (${statements.delivery}) select 1`,
  );
  return event.id;
}
