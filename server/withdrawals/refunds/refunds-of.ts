// A payment's refunds: the sum that still counts against what it received, and the list shown
// under it (dashboard, GET /api/invoices/{id}/refunds).
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoicePayments, invoices, type InvoicePayment } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { releasedWithdrawalStatuses } from "@/vocabulary/invoice-states";
import { findInvoice } from "@/server/invoices/get-invoice";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { toInvoiceObject } from "@/server/invoices/serialize";

/**
 * What the payment's refunds take from what it received: every refund but the released ones
 * (canceled, expired, failed), in base units of its pay currency; a completed one by what it sent
 * (a PIX refund whose PSP returned part of it gives the rest back). Read under the payment's row
 * lock by a new refund, so two refunds created at once see each other.
 */
export async function refundedSoFar(tx: Executor, paymentId: number): Promise<bigint> {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(case when ${invoices.status} = 'COMPLETED' then ${invoices.amountPaidBase} else ${invoices.amountDueBase} end), 0)::text`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.refundedInvoiceId, paymentId),
        eq(invoices.type, "WITHDRAWAL"),
        notInArray(invoices.status, releasedWithdrawalStatuses),
      ),
    );
  return BigInt(row?.total ?? "0");
}

/** The refunds of a payment the actor may read, oldest first, as invoice objects. */
export async function listRefundsOf(db: Executor, actor: Actor, paymentId: string | number): Promise<InvoiceObject[]> {
  // Resolving the payment first applies the owner rule before any refund is read.
  const payment = await findInvoice(db, actor, paymentId);
  const refunds = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.refundedInvoiceId, payment.id), eq(invoices.userId, payment.userId)))
    .orderBy(asc(invoices.id));
  if (refunds.length === 0) return [];
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(sql`${invoicePayments.invoiceId} in (${sql.join(refunds.map((refund) => sql`${refund.id}`), sql`, `)})`)
    .orderBy(asc(invoicePayments.id));
  const byInvoice = new Map<number, InvoicePayment[]>();
  for (const payment of payments) byInvoice.set(payment.invoiceId, [...(byInvoice.get(payment.invoiceId) ?? []), payment]);
  return refunds.map((refund) => toInvoiceObject(refund, byInvoice.get(refund.id)));
}
