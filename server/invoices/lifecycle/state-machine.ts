// The invoice state machine: the only place that changes an invoice's status. Every transition is
// checked against the table below, bumps `version`, and writes its timeline row and webhook event
// in the caller's transaction.
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import {
  invoicePayments,
  invoices,
  invoiceTransitions,
  type Invoice,
  type InvoicePayment,
  type InvoiceStatus,
  type NewInvoice,
} from "@/db/schema";
import { AppError } from "@/server/errors";
import { writeInvoiceEvent, type InvoiceEventType } from "@/server/webhooks/outbox";

/**
 * Allowed moves (product.md, States). CONFIRMING -> WAITING_PAYMENT exists only for a payment that
 * left the mempool or was re-orged out; EXPIRED -> PAID is the late payment within the monitoring
 * window (or a payment marked by hand).
 */
export const allowedTransitions: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  WAITING_PAYMENT: ["CONFIRMING", "PARTIALLY_PAID", "PAID", "EXPIRED", "CANCELED"],
  CONFIRMING: ["WAITING_PAYMENT", "PARTIALLY_PAID", "PAID", "EXPIRED"],
  PARTIALLY_PAID: ["CONFIRMING", "PAID", "EXPIRED"],
  EXPIRED: ["PAID"],
  PAID: [],
  CANCELED: [],
};

export const canTransition = (from: InvoiceStatus, to: InvoiceStatus) => allowedTransitions[from].includes(to);

/** The webhook event each target state sends; a return to WAITING_PAYMENT has no event type. */
const eventOf: Record<InvoiceStatus, InvoiceEventType | null> = {
  WAITING_PAYMENT: null,
  CONFIRMING: "invoice.confirming",
  PARTIALLY_PAID: "invoice.partially_paid",
  PAID: "invoice.paid",
  EXPIRED: "invoice.expired",
  CANCELED: "invoice.canceled",
};

/** Columns a transition may set beside the status (amounts, lifecycle facts). */
export type InvoicePatch = Partial<
  Pick<
    NewInvoice,
    | "amountPaidBase"
    | "amountPendingBase"
    | "confirmations"
    | "paidAt"
    | "paidLate"
    | "overpaid"
    | "marked"
    | "markedBy"
    | "markedAt"
    | "canceledAt"
    | "expiredAt"
    | "expiresAt"
  >
>;

export type TransitionParams = {
  invoiceId: number;
  to: InvoiceStatus;
  /** Why, for the timeline: payment_seen, confirmed, expired, canceled, marked_paid, sandbox, psp … */
  reason: string;
  actorUserId?: number;
  patch?: InvoicePatch;
  /** Restricts the change to this owner's invoice (merchant actions): another owner's invoice is not found. */
  ownerId?: number;
  /** Only move from one of these states (e.g. cancel only an unpaid invoice). */
  from?: readonly InvoiceStatus[];
  details?: Record<string, unknown>;
  /** The invoice row the caller already locked in this transaction (FOR UPDATE): not read again. */
  locked?: Invoice;
  /** All the invoice's payments in id order, when the caller already read them: the event carries them. */
  payments?: InvoicePayment[];
};

/** Loads and row-locks an invoice for a change in this transaction. */
export async function lockInvoice(tx: Executor, invoiceId: number, ownerId?: number) {
  const where =
    ownerId === undefined ? eq(invoices.id, invoiceId) : and(eq(invoices.id, invoiceId), eq(invoices.userId, ownerId));
  const [invoice] = await tx.select().from(invoices).where(where).for("update");
  return invoice;
}

/**
 * Moves an invoice to `to`. Throws AppError("not_found") when the invoice (of that owner) does not
 * exist and AppError("invalid_transition") when the move is not allowed; never writes silently.
 */
export async function transitionInvoice(tx: Executor, params: TransitionParams): Promise<Invoice> {
  const current = params.locked ?? (await lockInvoice(tx, params.invoiceId, params.ownerId));
  const ownerMatches = params.ownerId === undefined || current?.userId === params.ownerId;
  if (!current || current.id !== params.invoiceId || !ownerMatches) {
    throw new AppError("not_found", "Invoice not found.");
  }
  const from = current.status;
  if (!canTransition(from, params.to) || (params.from && !params.from.includes(from))) {
    throw new AppError("invalid_transition", `An invoice in ${from} cannot move to ${params.to}.`);
  }
  const now = new Date();
  // Conditional on the status and version just read: a concurrent writer that slipped in between
  // (possible only without the row lock, e.g. a caller outside a transaction) makes this a no-op.
  const [updated] = await tx
    .update(invoices)
    .set({ ...params.patch, status: params.to, version: current.version + 1, updatedAt: now })
    .where(
      and(
        eq(invoices.id, current.id),
        eq(invoices.userId, current.userId),
        eq(invoices.status, from),
        eq(invoices.version, current.version),
      ),
    )
    .returning();
  if (!updated) throw new AppError("conflict", "The invoice changed meanwhile; try again.");
  await tx.insert(invoiceTransitions).values({
    invoiceId: updated.id,
    fromStatus: from,
    toStatus: updated.status,
    version: updated.version,
    reason: params.reason,
    actorUserId: params.actorUserId ?? null,
    details: params.details ?? null,
    createdAt: now,
  });
  const eventType = eventOf[params.to];
  if (eventType) {
    const payments =
      params.payments ??
      (await tx
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, updated.id))
        .orderBy(asc(invoicePayments.id)));
    await writeInvoiceEvent(tx, { invoice: updated, type: eventType, payments });
  }
  return updated;
}
