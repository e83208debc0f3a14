// The invoices of the current list filter as CSV (dashboard export), in the list's order, streamed:
// keyset batches over the list's index, so any number of rows costs one batch of memory.
import { and } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoices, type Invoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import type { ListInvoicesFilters } from "@/server/invoices/schemas";
import { amountFromMinorUnits, formatUnits } from "@/kernel/money";
import { afterRow, listOrder, listScope, type ListOrder, type ListScope } from "@/server/invoices/list-query";
import { payDecimals } from "@/vocabulary/assets";

/** Rows read per query: large enough that the round trips are cheap, small enough to stay a few hundred KB. */
export const CSV_EXPORT_BATCH_SIZE = 1_000;

const header = [
  "id",
  "created_at",
  "status",
  "gateway",
  "type",
  "amount",
  "currency",
  "pay_currency",
  "amount_due",
  "amount_paid",
  "rate",
  "rate_source",
  "pay_address",
  "derivation_index",
  "external_reference",
  "customer_name",
  "customer_email",
  "expires_at",
  "paid_at",
].join(",");

// Only the exported columns (and the sort keys): the QR image and PIX payload stay in the table.
const exportedColumns = {
  id: invoices.id,
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
  status: invoices.status,
  gateway: invoices.gateway,
  type: invoices.type,
  amountMinor: invoices.amountMinor,
  currency: invoices.currency,
  payCurrency: invoices.payCurrency,
  amountDueBase: invoices.amountDueBase,
  amountPaidBase: invoices.amountPaidBase,
  rate: invoices.rate,
  rateSource: invoices.rateSource,
  payAddress: invoices.payAddress,
  derivationIndex: invoices.derivationIndex,
  externalReference: invoices.externalReference,
  customerName: invoices.customerName,
  customerEmail: invoices.customerEmail,
  expiresAt: invoices.expiresAt,
  paidAt: invoices.paidAt,
};

type ExportedRow = Pick<Invoice, keyof typeof exportedColumns>;

/** Quotes every cell and neutralises leading = + - @ so spreadsheets don't run formulas. */
export function cell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line, with the same values the invoice object (REST, webhooks) shows. */
function csvLine(row: ExportedRow): string {
  const decimals = payDecimals(row.payCurrency);
  return `${[
    row.id,
    row.createdAt.toISOString(),
    row.status,
    row.gateway,
    row.type,
    amountFromMinorUnits(row.amountMinor).toFixed(2),
    row.currency,
    row.payCurrency,
    formatUnits(BigInt(row.amountDueBase), decimals),
    formatUnits(BigInt(row.amountPaidBase), decimals),
    row.rate,
    row.rateSource,
    row.payAddress,
    row.derivationIndex,
    row.externalReference,
    row.customerName,
    row.customerEmail,
    row.expiresAt.toISOString(),
    row.paidAt?.toISOString(),
  ]
    .map(cell)
    .join(",")}\r\n`;
}

/** The CSV text in chunks: the header, then one chunk per batch of rows. */
async function* csvChunks(db: Executor, scope: ListScope, order: ListOrder, batchSize: number): AsyncGenerator<string> {
  yield `${header}\r\n`;
  let last: ExportedRow | undefined;
  for (;;) {
    const rows: ExportedRow[] = await db
      .select(exportedColumns)
      .from(invoices)
      .where(and(scope.where, last ? afterRow(order, last) : undefined))
      .orderBy(...order.orderBy)
      .limit(batchSize);
    if (rows.length) yield rows.map(csvLine).join("");
    if (rows.length < batchSize) return;
    last = rows.at(-1);
  }
}

/**
 * Every invoice matching the list filters (page and quantityPerPage are ignored) as a stream of
 * UTF-8 CSV. The scope is checked and the first batch read before the stream is returned, so a
 * forbidden filter or a failing query is an error answer, never a 200 cut short; the next batch is
 * only read when the reader has taken the previous one.
 */
export async function exportInvoicesCsv(
  db: Executor,
  actor: Actor,
  filters: ListInvoicesFilters,
  options: { batchSize?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  const chunks = csvChunks(db, listScope(actor, filters), listOrder(filters.orderBy), options.batchSize ?? CSV_EXPORT_BATCH_SIZE);
  const encoder = new TextEncoder();
  // The header, then the first batch: its query runs now.
  const readAhead: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const next = await chunks.next();
    if (next.done) break;
    readAhead.push(next.value);
  }
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const ahead = readAhead.shift();
        if (ahead !== undefined) {
          controller.enqueue(encoder.encode(ahead));
          return;
        }
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
