// The invoice list's scope, filters and order as SQL, shared by the paged list and the CSV export.
import { and, eq, gte, ilike, lt, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { invoiceAddressKey, invoiceReversedAddressKey, invoices, invoiceSearchText, type Invoice } from "@/db/schema";
import { isStaff, type Actor } from "@/server/auth/actor";
import { addressInPaymentText } from "@/vocabulary/payment-uri";
import type { ListInvoicesFilters, OrderField } from "@/server/invoices/schemas";
import { AppError } from "@/kernel/errors";

/** Whose invoices: merchants always their own; staff everyone's, or one user's with user_id. */
function ownerFilter(actor: Actor, filters: ListInvoicesFilters): number | undefined {
  if (filters.user_id !== undefined && !isStaff(actor)) {
    throw new AppError("forbidden", "Only admins and operators may filter by user_id.");
  }
  return isStaff(actor) ? filters.user_id : actor.userId;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * Keys that start with `prefix`, as a range of the byte-wise (text_pattern_ops) index: every key
 * that starts with it and goes on in letters and digits sorts below prefix + "~".
 */
const startsWith = (key: SQL, prefix: string) => sql`(${key} ~>=~ ${prefix} and ${key} ~<~ ${`${prefix}~`})`;

/**
 * The pay address starts or ends with the query (any case), or with the address in it when a
 * `pay_address` or a payment URI was pasted.
 */
function addressSearch(query: string): SQL | undefined {
  const fragment = addressInPaymentText(query)?.toLowerCase();
  if (!fragment) return undefined;
  const reversed = [...fragment].reverse().join("");
  return or(startsWith(invoiceAddressKey, fragment), startsWith(invoiceReversedAddressKey, reversed));
}

/**
 * An id, or a part of external_reference, customer name or customer e-mail (any case), or the start
 * or end of the pay address. The text fields are searched as one newline-joined text so one trigram
 * index serves them all; a query without a newline can only match that text inside one field, so
 * the answer is the same.
 */
function textSearch(query: string): SQL | undefined {
  const pattern = likePattern(query);
  const id = /^\d{1,15}$/.test(query) ? eq(invoices.id, Number(query)) : undefined;
  const text = query.includes("\n")
    ? or(
        ilike(invoices.externalReference, pattern),
        ilike(invoices.customerName, pattern),
        ilike(invoices.customerEmail, pattern),
      )
    : ilike(sql`(${invoiceSearchText})`, pattern);
  return or(id, text, addressSearch(query));
}

export type ListScope = {
  /** The owner in the WHERE clause; undefined when staff list every merchant's invoices. */
  userId: number | undefined;
  where: SQL | undefined;
};

export function listScope(actor: Actor, filters: ListInvoicesFilters): ListScope {
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
  return { userId, where };
}

type SortKey = "createdAt" | "updatedAt" | "amountMinor" | "status" | "id";

/**
 * The columns each order sorts by, all in the order's direction. id breaks ties so pages never
 * overlap or skip rows. Status is followed by createdAt: its index (user, status, created_at, id)
 * also serves the status filter, so that order costs no index of its own.
 */
const sortKeys: Record<OrderField, SortKey[]> = {
  createdAt: ["createdAt", "id"],
  updatedAt: ["updatedAt", "id"],
  amount: ["amountMinor", "id"],
  status: ["status", "createdAt", "id"],
};

// The list indexes are declared `DESC NULLS LAST`; Postgres only walks an index for an ORDER BY
// whose NULLS placement matches it (forwards, or backwards for ASC NULLS FIRST), even on NOT NULL
// columns. Plain DESC means NULLS FIRST and turned every page into a sort of all the merchant's rows.
const descending = (column: AnyColumn) => sql`${column} desc nulls last`;
const ascending = (column: AnyColumn) => sql`${column} asc nulls first`;

export type ListOrder = { keys: SortKey[]; ascending: boolean; orderBy: SQL[] };

export function listOrder(orderBy: ListInvoicesFilters["orderBy"]): ListOrder {
  const order = orderBy ?? { field: "createdAt", direction: "DESC" };
  const keys = sortKeys[order.field];
  const isAscending = order.direction === "ASC";
  return { keys, ascending: isAscending, orderBy: keys.map((key) => (isAscending ? ascending : descending)(invoices[key])) };
}

/** The rows after `row` in the list's order (keyset pagination): one row comparison the index walks from. */
export function afterRow(order: ListOrder, row: Pick<Invoice, SortKey>): SQL {
  const columns = sql.join(order.keys.map((key) => sql`${invoices[key]}`), sql`, `);
  const values = sql.join(order.keys.map((key) => sql.param(row[key], invoices[key])), sql`, `);
  return order.ascending ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
}
