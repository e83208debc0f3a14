// Lists invoices a page at a time with the specified filters, order and an exact total.
import { and, asc, eq, getTableColumns, gte, ilike, inArray, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";
import { invoicePayments, invoices, type InvoicePayment } from "@/db/schema";
import { isStaff, type Actor } from "@/server/auth/actor";
import type { ListInvoicesFilters, OrderField } from "@/server/crypto/schemas";
import { AppError } from "@/server/errors";
import { toInvoiceObject, type InvoiceObject } from "./serialize";

export type InvoicePage = {
  data: InvoiceObject[];
  pagination: { page: number; quantityPerPage: number; total: number; totalPages: number };
};

const orderColumns = {
  createdAt: invoices.createdAt,
  updatedAt: invoices.updatedAt,
  amount: invoices.amountMinor,
  status: invoices.status,
} satisfies Record<OrderField, unknown>;

/** Whose invoices: merchants always their own; staff everyone's, or one user's with user_id. */
function ownerFilter(actor: Actor, filters: ListInvoicesFilters): number | undefined {
  if (filters.user_id !== undefined && !isStaff(actor)) {
    throw new AppError("forbidden", "Only admins and operators may filter by user_id.");
  }
  return isStaff(actor) ? filters.user_id : actor.userId;
}

// The list indexes are declared `DESC NULLS LAST`; Postgres only walks an index for an ORDER BY
// whose NULLS placement matches it (forwards, or backwards for ASC NULLS FIRST), even on NOT NULL
// columns. Plain DESC means NULLS FIRST and turned every page into a sort of all the merchant's rows.
const descending = (column: AnyColumn) => sql`${column} desc nulls last`;
const ascending = (column: AnyColumn) => sql`${column} asc nulls first`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

function textSearch(query: string): SQL | undefined {
  const pattern = likePattern(query);
  const id = /^\d{1,15}$/.test(query) ? eq(invoices.id, Number(query)) : undefined;
  return or(
    id,
    ilike(invoices.externalReference, pattern),
    ilike(invoices.customerName, pattern),
    ilike(invoices.customerEmail, pattern),
    ilike(invoices.payAddress, pattern),
  );
}

/**
 * The exact total. When only status / gateway / type narrow the list (the common case), the
 * trigger-maintained invoice_counters answer it from a handful of rows; a COUNT(*) over a large
 * merchant's million invoices would cost ~100 ms. Date ranges and text search need the COUNT.
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
  const userId = ownerFilter(actor, filters);
  const where = and(
    userId === undefined ? undefined : eq(invoices.userId, userId),
    filters.status ? eq(invoices.status, filters.status) : undefined,
    filters.gateway ? eq(invoices.gateway, filters.gateway) : undefined,
    filters.type ? eq(invoices.type, filters.type) : undefined,
    filters.start_date ? gte(invoices.createdAt, filters.start_date) : undefined,
    filters.end_date ? lt(invoices.createdAt, filters.end_date) : undefined,
    filters.query ? textSearch(filters.query) : undefined,
  );
  const order = filters.orderBy ?? { field: "createdAt", direction: "DESC" };
  const direction = order.direction === "ASC" ? ascending : descending;
  const { page, quantityPerPage } = filters;

  // id breaks ties so pages never overlap or skip rows.
  const ordering = [direction(orderColumns[order.field]), direction(invoices.id)];
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
