// Inserts a new invoice with its first timeline entry and its invoice.created event, in the
// caller's transaction (both rails create invoices through here).
import { randomUUID } from "node:crypto";
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoices, type Invoice, type NewInvoice } from "@/db/schema";
import { newOutboxEvent, outboxEventStatements } from "@/server/webhooks/outbox";
import { toInvoiceObject } from "./serialize";

const columns = Object.entries(getTableColumns(invoices));
/** Only the database can give these: the row id (identity) and payment_id (a sequence). */
const databaseAssigned = new Set<string>(["id", "paymentId"]);

/**
 * Every column's value, the table's defaults filled in here rather than by the database, so the
 * row the database stores is known before the insert and the invoice.created snapshot can go in
 * the same statement. A new column with an SQL default must be added here (this throws until it is).
 */
function completeRow(values: NewInvoice, now: Date): { row: NewInvoice; predicted: Invoice } {
  const clientDefaults: Record<string, unknown> = { idTransaction: randomUUID(), createdAt: now, updatedAt: now };
  const row: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    if (databaseAssigned.has(key)) continue;
    const given = (values as Record<string, unknown>)[key];
    if (given !== undefined) row[key] = given;
    else if (key in clientDefaults) row[key] = clientDefaults[key];
    else if (column.defaultFn) row[key] = column.defaultFn();
    else if (column.hasDefault && is(column.default, SQL)) throw new Error(`invoices.${key} has an SQL default; give it a value`);
    else row[key] = column.hasDefault ? column.default : null;
  }
  // Placeholders for the database-assigned values; the statement patches them into the snapshot.
  const predicted = { ...row, id: 0, paymentId: "" } as Invoice;
  return { row: row as NewInvoice, predicted };
}

/**
 * One statement (atomic on its own, and inside the caller's transaction when there is one): the
 * invoice, its "created" timeline row, the invoice.created event and its delivery. One round trip
 * instead of four, prepared on postgres.js.
 */
export async function insertInvoice(tx: Executor, values: NewInvoice, actorUserId?: number) {
  const { row, predicted } = completeRow(values, new Date());
  const event = newOutboxEvent("invoice.created", { invoice: toInvoiceObject(predicted) });
  const inserted = tx.$with("inserted").as(tx.insert(invoices).values(row).returning());
  const actor = actorUserId ?? row.userId;
  const timeline = tx.$with("timeline", { id: sql<number>`id` }).as(sql`
    insert into invoice_transitions (invoice_id, from_status, to_status, version, reason, actor_user_id)
    select inserted.id, null, inserted.status, inserted.version, 'created', ${actor}::bigint from inserted
    returning id`);
  const payloadSql = sql`jsonb_set(jsonb_set(${event.payload}::jsonb,
      '{data,invoice,id}', to_jsonb((select inserted.id::text from inserted))),
      '{data,invoice,payment_id}', to_jsonb((select inserted.payment_id from inserted)))`;
  const outbox = outboxEventStatements({
    event,
    userId: sql`(select inserted.user_id from inserted)`,
    invoiceId: sql`(select inserted.id from inserted)`,
    payloadSql,
  });
  const outboxEvent = tx.$with("outbox_event", { id: sql<string>`id` }).as(outbox.event);
  const outboxDelivery = tx.$with("outbox_delivery", { id: sql<number>`id` }).as(outbox.delivery);
  const query = tx.with(inserted, timeline, outboxEvent, outboxDelivery).select().from(inserted);
  const [invoice] = await query.prepare("insert_invoice").execute();
  if (!invoice) throw new Error("invoice insert returned no row");
  return invoice;
}
