// The invoices of the current list filter as CSV (dashboard export), newest first, capped.
import type { Executor } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import type { ListInvoicesFilters } from "@/server/crypto/schemas";
import { listInvoices } from "./list-invoices";

export const CSV_EXPORT_LIMIT = 10_000;

const columns = [
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
] as const;

/** Quotes every cell and neutralises leading = + - @ so spreadsheets don't run formulas. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export async function exportInvoicesCsv(db: Executor, actor: Actor, filters: ListInvoicesFilters) {
  // One page of the export's size: a single list query, count and payment read, where paging by
  // 100 repeated the count (a full COUNT(*) under a date or text filter) and walked ever larger OFFSETs.
  const result = await listInvoices(db, actor, { ...filters, page: 1, quantityPerPage: CSV_EXPORT_LIMIT });
  const lines = [columns.join(",")];
  for (const invoice of result.data) {
    lines.push(
      [
        invoice.id,
        invoice.createdAt,
        invoice.status,
        invoice.gateway,
        invoice.type,
        invoice.amount.toFixed(2),
        invoice.currency,
        invoice.payment_details.pay_currency,
        invoice.amount_due,
        invoice.amount_paid,
        invoice.rate,
        invoice.rate_source,
        invoice.payment_details.pay_address,
        invoice.derivation_index,
        invoice.external_reference,
        invoice.customer_name,
        invoice.customer_email,
        invoice.payment_details.expires_at,
        invoice.paid_at,
      ]
        .map(cell)
        .join(","),
    );
  }
  return { csv: `${lines.join("\r\n")}\r\n`, rows: lines.length - 1 };
}
