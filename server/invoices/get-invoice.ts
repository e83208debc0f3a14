// Reads one invoice: its owner (or staff) only; anything else is the same 404 as an unknown id.
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoicePayments, invoices, type Invoice } from "@/db/schema";
import { isStaff, type Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import type { InvoiceObject } from "./invoice-object";
import { toInvoiceObject } from "./serialize";

export const invoiceNotFound = () => new AppError("not_found", "Invoice not found.");

/**
 * Parses an id from a URL or form; non-numeric or out-of-range ids are simply not found. Ids are
 * bigint serials read as JS numbers, so anything above Number.MAX_SAFE_INTEGER names no invoice.
 */
export function parseInvoiceId(id: string | number): number {
  const text = String(id).trim();
  if (!/^\d{1,19}$/.test(text) || BigInt(text) > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw invoiceNotFound();
  }
  return Number(text);
}

/** The visibility rule of every invoice read: staff see all, merchants their own. */
function ownerScope(actor: Actor): SQL | undefined {
  return isStaff(actor) ? undefined : eq(invoices.userId, actor.userId);
}

export async function findInvoice(db: Executor, actor: Actor, id: string | number): Promise<Invoice> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, parseInvoiceId(id)), ownerScope(actor)))
    .limit(1);
  if (!invoice) throw invoiceNotFound();
  return invoice;
}

export async function getInvoice(db: Executor, actor: Actor, id: string | number): Promise<InvoiceObject> {
  const invoice = await findInvoice(db, actor, id);
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id))
    .orderBy(asc(invoicePayments.id));
  return toInvoiceObject(invoice, payments);
}
