// Inserts new invoices, each with its first timeline entry and its created event (invoice.created,
// refund.created, payout.created), in one statement and the caller's transaction when there is one (both rails create invoices through here).
import { getTableColumns, inArray, is, SQL, sql } from "drizzle-orm";
import { v7 as timeOrderedUuid } from "uuid";
import type { Executor } from "@/db/client";
import { perExecutor } from "@/db/per-executor";
import { idempotencyKeys, invoices, wallets, type Invoice, type NewInvoice } from "@/db/schema";
import { newOutboxEvent, outboxEventStatements } from "@/db/outbox";
import { createdEventOf } from "@/vocabulary/event-names";
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
  // A time-ordered UUID (version 7): new ids land at the end of their unique index instead of on
  // a random page of it, so an insert dirties (and after a checkpoint, logs whole) one page, not
  // one more at random.
  const clientDefaults: Record<string, unknown> = { idTransaction: timeOrderedUuid(), createdAt: now, updatedAt: now };
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

/** What each row of the statement's JSON input carries besides the invoice's columns. */
const eventFields = sql`event_id text, event_type text, event_created_at timestamptz, actor_user_id bigint, idempotency_key text, payload jsonb`;

/**
 * The statement, for any number of invoices: its one parameter is a JSON array of rows (an
 * invoice's columns as drizzle encodes them, and its event), read by jsonb_to_recordset with each
 * column's own type. Data-modifying CTEs write the invoices, their "created" timeline rows, their
 * events (snapshots patched with the database-assigned id and payment_id) and deliveries. Built
 * once per executor and prepared (postgres.js) once per connection.
 *
 * An invoice goes in only while the wallet it names is active (no wallet: always): an address
 * taken before its wallet was replaced, in this process or another, never gets a new invoice.
 *
 * A create made under an Idempotency-Key names its invoice on the key's record in the same
 * statement: the record says "this invoice exists" exactly when the invoice committed, so a retry
 * after a lost answer finds it, whatever became of the connection.
 */
function buildStatement(tx: Executor) {
  const columnNames = sql.join(
    insertedColumns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const typedColumns = sql.join(
    insertedColumns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const input = tx
    .$with("input", { checkoutId: sql<string>`checkout_id`.as("checkout_id") })
    .as(sql`select * from jsonb_to_recordset(${sql.placeholder("rows")}::jsonb) as row(${typedColumns}, ${eventFields})`);
  const inserted = tx
    .$with("inserted", {
      id: sql<number>`id`.mapWith(Number).as("id"),
      paymentId: sql<string>`payment_id`.as("payment_id"),
      checkoutId: sql<string>`checkout_id`.as("checkout_id"),
    })
    .as(sql`
      insert into ${invoices} (${columnNames})
      select ${columnNames} from input
      where input.wallet_id is null
        or exists (select 1 from ${wallets} where ${wallets.id} = input.wallet_id and ${wallets.active})
      returning id, payment_id, checkout_id, user_id, status, version`);
  const timeline = tx.$with("timeline", { id: sql<number>`id` }).as(sql`
    insert into invoice_transitions (invoice_id, from_status, to_status, version, reason, actor_user_id)
    select inserted.id, null, inserted.status, inserted.version, 'created', input.actor_user_id
    from inserted join input on input.checkout_id = inserted.checkout_id
    returning id`);
  const outbox = outboxEventStatements({
    eventId: sql`input.event_id`,
    type: sql`input.event_type`,
    createdAt: sql`input.event_created_at`,
    userId: sql`inserted.user_id`,
    invoiceId: sql`inserted.id`,
    payloadSql: sql`jsonb_set(jsonb_set(input.payload, '{data,invoice,id}', to_jsonb(inserted.id::text)),
      '{data,invoice,payment_id}', to_jsonb(inserted.payment_id))`,
    from: sql`inserted join input on input.checkout_id = inserted.checkout_id`,
  });
  const idempotency = tx.$with("idempotency", { key: sql<string>`key` }).as(sql`
    update ${idempotencyKeys} set invoice_id = inserted.id
    from inserted join input on input.checkout_id = inserted.checkout_id
    where input.idempotency_key is not null
      and ${idempotencyKeys.userId} = inserted.user_id and ${idempotencyKeys.key} = input.idempotency_key
    returning ${idempotencyKeys.key}`);
  const outboxEvent = tx.$with("outbox_event", { id: sql<string>`id` }).as(outbox.event);
  const outboxDelivery = tx.$with("outbox_delivery", { id: sql<number>`id` }).as(outbox.delivery);
  // Only what the database assigned comes back: every other value is known already (completeRow),
  // and decoding whole invoice rows costs more than the rest of the statement's client work.
  return tx
    .with(input, inserted, timeline, idempotency, outboxEvent, outboxDelivery)
    .select({ checkoutId: inserted.checkoutId, id: inserted.id, paymentId: inserted.paymentId })
    .from(inserted)
    .prepare("insert_invoices");
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

export type NewInvoiceEntry = {
  values: NewInvoice;
  actorUserId?: number;
  /** The Idempotency-Key the create was made under (its record was claimed by the same user). */
  idempotencyKey?: string;
};

/** An invoice as it will be stored, its event, and its row of the statement's JSON input. */
function prepareEntry(entry: NewInvoiceEntry, now: Date) {
  const row = completeRow(entry.values, now);
  // Placeholders for the database-assigned values; the statement patches them into the snapshot.
  const predicted = { ...row, id: 0, paymentId: "" } as Invoice;
  const event = newOutboxEvent(createdEventOf(predicted), { invoice: toInvoiceObject(predicted) });
  // Driver values, as drizzle's own insert would encode them (the JSON input skips its encoders).
  const input: Record<string, unknown> = {
    event_id: event.id,
    event_type: event.type,
    event_created_at: event.createdAt.toISOString(),
    actor_user_id: entry.actorUserId ?? predicted.userId,
    idempotency_key: entry.idempotencyKey ?? null,
  };
  for (const [key, column] of insertedColumns) {
    const value = row[key];
    const driverValue: unknown = value === null || value === undefined ? null : column.mapToDriverValue(value);
    // JSON has no bigint; PostgreSQL reads the digits as the column's type.
    input[column.name] = typeof driverValue === "bigint" ? driverValue.toString() : driverValue;
  }
  // The payload is JSON text already: spliced in as the row's last field, not parsed and re-encoded.
  const json = `${JSON.stringify(input).slice(0, -1)},"payload":${event.payload}}`;
  return { predicted, json };
}

/**
 * One statement (atomic on its own, and inside the caller's transaction when there is one) for
 * every entry: each invoice, its "created" timeline row, its invoice.created event and delivery.
 * One round trip for all of them. An entry whose wallet is no longer active is written not at
 * all: its result is an InactiveWalletError. Results are in the entries' order.
 */
export async function insertInvoices(tx: Executor, entries: NewInvoiceEntry[]): Promise<(Invoice | InactiveWalletError)[]> {
  const now = new Date();
  const prepared = entries.map((entry) => prepareEntry(entry, now));
  const rows = `[${prepared.map((entry) => entry.json).join(",")}]`;
  const assigned = await statementFor(tx).execute({ rows });
  const byCheckoutId = new Map(assigned.map((row) => [row.checkoutId, row]));
  return prepared.map(({ predicted }) => {
    const row = byCheckoutId.get(predicted.checkoutId);
    return row ? { ...predicted, id: row.id, paymentId: row.paymentId } : new InactiveWalletError(predicted.walletId);
  });
}

/**
 * The invoices of these entries that are in the database, by checkout id. After a statement whose
 * connection was lost, this tells whether it committed: it is atomic, so either every invoice it
 * wrote is here or none is.
 */
export async function findInsertedInvoices(tx: Executor, entries: NewInvoiceEntry[]): Promise<Map<string, Invoice>> {
  const checkoutIds = entries.map((entry) => entry.values.checkoutId);
  const rows = await tx.select().from(invoices).where(inArray(invoices.checkoutId, checkoutIds));
  return new Map(rows.map((row) => [row.checkoutId, row]));
}

/** One invoice (see insertInvoices); throws InactiveWalletError when its wallet is no longer active. */
export async function insertInvoice(
  tx: Executor,
  values: NewInvoice,
  options: { actorUserId?: number; idempotencyKey?: string } = {},
): Promise<Invoice> {
  const [result] = await insertInvoices(tx, [{ values, ...options }]);
  if (!result) throw new Error("invoice insert returned no result");
  if (result instanceof InactiveWalletError) throw result;
  return result;
}
