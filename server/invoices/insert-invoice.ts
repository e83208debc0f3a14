// Inserts a new invoice with its first timeline entry and its invoice.created event, in the
// caller's transaction (both rails create invoices through here).
import { randomUUID } from "node:crypto";
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { perExecutor } from "@/db/per-executor";
import { invoices, wallets, type Invoice, type NewInvoice } from "@/db/schema";
import { newOutboxEvent, outboxEventStatements } from "@/server/webhooks/outbox";
import { toInvoiceObject } from "./serialize";

/** Only the database can give these: the row id (identity) and payment_id (a sequence). */
const databaseAssigned = new Set<string>(["id", "paymentId"]);
const insertedColumns = Object.entries(getTableColumns(invoices)).filter(([key]) => !databaseAssigned.has(key));

/**
 * Every column's value, the table's defaults filled in here rather than by the database, so the
 * row the database stores is known before the insert and the invoice.created snapshot can go in
 * the same statement. A new column with an SQL default must be added here (this throws until it is).
 */
function completeRow(values: NewInvoice, now: Date): Record<string, unknown> {
  const clientDefaults: Record<string, unknown> = { idTransaction: randomUUID(), createdAt: now, updatedAt: now };
  const row: Record<string, unknown> = {};
  for (const [key, column] of insertedColumns) {
    const given = (values as Record<string, unknown>)[key];
    if (given !== undefined) row[key] = given;
    else if (key in clientDefaults) row[key] = clientDefaults[key];
    else if (column.defaultFn) row[key] = column.defaultFn();
    else if (column.hasDefault && is(column.default, SQL)) {
      throw new Error(`invoices.${key} has an SQL default; give it a value`);
    } else row[key] = column.hasDefault ? column.default : null;
  }
  return row;
}

/**
 * The statement: data-modifying CTEs for the invoice, its "created" timeline row, the event (its
 * snapshot patched with the database-assigned id and payment_id) and the delivery. Every value is
 * a placeholder, so it is built once per executor and prepared (postgres.js) once per connection.
 *
 * The invoice goes in only while the wallet it names is active (no wallet: always): an address
 * taken before its wallet was replaced, in this process or another, never gets a new invoice. An
 * INSERT ... SELECT, because VALUES has no WHERE; its placeholders carry their column's type.
 */
function buildStatement(tx: Executor) {
  const columnNames = sql.join(
    insertedColumns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const typedValues = sql.join(
    insertedColumns.map(([key, column]) => sql`${sql.placeholder(key)}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const walletId = sql`${sql.placeholder("walletId")}::bigint`;
  const inserted = tx
    .$with("inserted", { id: sql<number>`id`.mapWith(Number).as("id"), paymentId: sql<string>`payment_id`.as("payment_id") })
    .as(sql`
      insert into ${invoices} (${columnNames})
      select ${typedValues}
      where ${walletId} is null or exists (select 1 from ${wallets} where ${wallets.id} = ${walletId} and ${wallets.active})
      returning id, payment_id, user_id, status, version`);
  const timeline = tx.$with("timeline", { id: sql<number>`id` }).as(sql`
    insert into invoice_transitions (invoice_id, from_status, to_status, version, reason, actor_user_id)
    select inserted.id, null, inserted.status, inserted.version, 'created', ${sql.placeholder("actorUserId")}::bigint
    from inserted
    returning id`);
  const outbox = outboxEventStatements({
    eventId: sql.placeholder("eventId"),
    type: sql.placeholder("eventType"),
    createdAt: sql.placeholder("eventCreatedAt"),
    userId: sql`inserted.user_id`,
    invoiceId: sql`inserted.id`,
    payloadSql: sql`jsonb_set(jsonb_set(${sql.placeholder("payload")}::jsonb,
      '{data,invoice,id}', to_jsonb(inserted.id::text)), '{data,invoice,payment_id}', to_jsonb(inserted.payment_id))`,
    from: sql`inserted`,
  });
  const outboxEvent = tx.$with("outbox_event", { id: sql<string>`id` }).as(outbox.event);
  const outboxDelivery = tx.$with("outbox_delivery", { id: sql<number>`id` }).as(outbox.delivery);
  // Only what the database assigned comes back: every other value is known already (completeRow),
  // and decoding a whole invoice row costs more than the rest of the statement's client work.
  return tx
    .with(inserted, timeline, outboxEvent, outboxDelivery)
    .select({ id: inserted.id, paymentId: inserted.paymentId })
    .from(inserted)
    .prepare("insert_invoice");
}

// Built once per executor: query building costs more CPU than running the statement on postgres.js.
// (A transaction is a new executor each time; the crypto rail inserts without one.)
const statementFor = perExecutor(buildStatement);

/** The invoice names a wallet that has been replaced since its address was taken: nothing was inserted. */
export class InactiveWalletError extends Error {
  constructor(readonly walletId: number | null) {
    super(`wallet ${walletId} is no longer active`);
    this.name = "InactiveWalletError";
  }
}

/**
 * One statement (atomic on its own, and inside the caller's transaction when there is one): the
 * invoice, its "created" timeline row, the invoice.created event and its delivery. One round trip
 * instead of four. Throws InactiveWalletError, having written nothing, when the wallet named is no
 * longer active.
 */
export async function insertInvoice(tx: Executor, values: NewInvoice, actorUserId?: number) {
  const row = completeRow(values, new Date());
  // Placeholders for the database-assigned values; the statement patches them into the snapshot.
  const predicted = { ...row, id: 0, paymentId: "" } as Invoice;
  const event = newOutboxEvent("invoice.created", { invoice: toInvoiceObject(predicted) });
  // Driver values, as drizzle's own insert would encode them (placeholders skip its encoders).
  const parameters: Record<string, unknown> = {
    actorUserId: actorUserId ?? predicted.userId,
    eventId: event.id,
    eventType: event.type,
    eventCreatedAt: event.createdAt.toISOString(),
    payload: event.payload,
  };
  for (const [key, column] of insertedColumns) {
    const value = row[key];
    parameters[key] = value === null || value === undefined ? null : column.mapToDriverValue(value);
  }
  const statement = statementFor(tx);
  const [assigned] = await statement.execute(parameters);
  if (!assigned) throw new InactiveWalletError(predicted.walletId);
  return { ...predicted, ...assigned };
}
