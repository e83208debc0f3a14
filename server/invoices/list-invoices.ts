// Lists invoices a page at a time with the specified filters, order and an exact total.
import { asc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";
import { invoicePayments, invoices, type InvoicePayment } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import type { ListInvoicesFilters } from "@/server/invoices/schemas";
import { listOrder, listScope } from "./list-query";
import type { InvoiceObject } from "./invoice-object";
import { toInvoiceObject } from "./serialize";

export type InvoicePage = {
  data: InvoiceObject[];
  pagination: { page: number; quantityPerPage: number; total: number; totalPages: number };
};

/**
 * The exact total. When only status / gateway / type narrow the list (the common case), the
 * trigger-maintained invoice_counters answer it from a handful of rows; a COUNT(*) over a large
 * merchant's million invoices would cost ~100 ms. Date ranges and text search need the COUNT; their
 * indexes keep it to the matching rows (a date range counts from the (user, created_at) index alone).
 */
async function countTotal(db: Executor, userId: number | undefined, filters: ListInvoicesFilters, where: SQL | undefined) {
  const countersSuffice = !filters.start_date && !filters.end_date && !filters.query;
  if (countersSuffice) {
    const conditions = [
      userId === undefined ? undefined : sql`user_id = ${userId}`,
      filters.status ? sql`status = ${filters.status}` : undefined,
      filters.gateway ? sql`gateway = ${filters.gateway}` : undefined,
      filters.type ? sql`type = ${filters.type}` : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
    const whereClause = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
    const [row] = rowsOf<{ total: string | number | null }>(
      await db.execute(sql`select coalesce(sum(count), 0) as total from invoice_counters ${whereClause}`),
    );
    return Number(row?.total ?? 0);
  }
  const [row] = await db.select({ total: sql<string>`count(*)` }).from(invoices).where(where);
  return Number(row?.total ?? 0);
}

export async function listInvoices(db: Executor, actor: Actor, filters: ListInvoicesFilters): Promise<InvoicePage> {
  const { userId, where } = listScope(actor, filters);
  const ordering = listOrder(filters.orderBy).orderBy;
  const { page, quantityPerPage } = filters;

  // Deferred join: OFFSET walks only the index for the page's ids; just those rows are then read.
  const pageIds = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(...ordering)
    .limit(quantityPerPage)
    .offset((page - 1) * quantityPerPage)
    .as("page_ids");
  const [rows, total] = await Promise.all([
    db
      .select(getTableColumns(invoices))
      .from(invoices)
      .innerJoin(pageIds, eq(invoices.id, pageIds.id))
      .orderBy(...ordering),
    countTotal(db, userId, filters, where),
  ]);

  const payments = rows.length
    ? await db
        .select()
        .from(invoicePayments)
        .where(inArray(invoicePayments.invoiceId, rows.map((row) => row.id)))
        .orderBy(asc(invoicePayments.id))
    : [];
  const paymentsByInvoice = new Map<number, InvoicePayment[]>();
  for (const payment of payments) {
    const list = paymentsByInvoice.get(payment.invoiceId) ?? [];
    list.push(payment);
    paymentsByInvoice.set(payment.invoiceId, list);
  }

  return {
    data: rows.map((row) => toInvoiceObject(row, paymentsByInvoice.get(row.id))),
    pagination: { page, quantityPerPage, total, totalPages: Math.ceil(total / quantityPerPage) },
  };
}
