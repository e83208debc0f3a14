// The invoice state machine: the only place that writes a new version of an invoice. Every change
// (a move between states, or a fact such as money or confirmations arriving without a move) is
// made under the invoice's row lock, bumps `version`, and writes its timeline row and webhook event
// in the caller's transaction, so the newest event always shows what GET answers.
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
import { AppError } from "@/kernel/errors";
import { canTransition } from "@/vocabulary/invoice-states";
import { factEventOf, moveEventOf, type FactKind, type InvoiceEventType } from "@/vocabulary/event-names";
import { writeInvoiceEvent } from "@/server/invoices/invoice-events";

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
    | "customerName"
    | "customerEmail"
    | "customerDocument"
    | "customerDocumentType"
    | "customerDataAt"
    | "payAddress"
    | "qrCode"
    | "withdrawalFailureReason"
    | "outcomeUnknownAt"
  >
>;

export type TransitionParams = {
  invoiceId: number;
  to: InvoiceStatus;
  /** Why, for the timeline: payment_seen, confirmed, expired, canceled, marked_paid, sandbox, psp, claimed … */
  reason: string;
  actorUserId?: number;
  patch?: InvoicePatch;
  /** Restricts the change to this owner's invoice (merchant actions): another owner's invoice is not found. */
  ownerId?: number;
  /** Only move from one of these states (e.g. cancel only an unpaid invoice). */
  from?: readonly InvoiceStatus[];
  details?: Record<string, unknown>;
  /** The invoice row the caller already locked in this transaction (lockInvoice): not read again. */
  locked?: Invoice;
  /** All the invoice's payments in id order, when the caller already read them: the event carries them. */
  payments?: InvoicePayment[];
};

/**
 * Loads and row-locks an invoice for a change in this transaction. Every change of an invoice takes
 * this lock first, before it reads anything the change depends on (status, amounts, payments), so
 * concurrent changes of one invoice run one after the other. FOR NO KEY UPDATE is the lock the
 * UPDATE itself takes: it excludes every other writer of the row, but not the key-share locks that
 * inserts referencing the invoice take (payments, timeline, events). With FOR UPDATE, a transaction
 * holding such a key-share lock that then wanted the row lock deadlocked with one already holding it.
 */
export async function lockInvoice(tx: Executor, invoiceId: number, ownerId?: number): Promise<Invoice | undefined> {
  const where =
    ownerId === undefined ? eq(invoices.id, invoiceId) : and(eq(invoices.id, invoiceId), eq(invoices.userId, ownerId));
  const [invoice] = await tx.select().from(invoices).where(where).for("no key update");
  return invoice;
}

/**
 * When the next version is written: now, but never at or before the current version's time, so an
 * invoice's versions (and the events that carry them, created at this time) are in time order
 * even when two are written within one millisecond or a clock steps back.
 */
function nextVersionTime(current: Invoice): Date {
  const now = new Date();
  return now.getTime() > current.updatedAt.getTime() ? now : new Date(current.updatedAt.getTime() + 1);
}

type VersionParams = {
  current: Invoice;
  to: InvoiceStatus;
  eventType: InvoiceEventType;
  reason: string;
  actorUserId?: number;
  patch?: InvoicePatch;
  details?: Record<string, unknown>;
  payments?: InvoicePayment[];
};

/** Writes the next version of a locked invoice: the row, its timeline entry and its event. */
async function writeVersion(tx: Executor, params: VersionParams): Promise<Invoice> {
  const { current } = params;
  const at = nextVersionTime(current);
  // Conditional on the status and version just read: a concurrent writer that slipped in between
  // (possible only without the row lock, e.g. a caller outside a transaction) makes this a no-op.
  const [updated] = await tx
    .update(invoices)
    .set({ ...params.patch, status: params.to, version: current.version + 1, updatedAt: at })
    .where(
      and(
        eq(invoices.id, current.id),
        eq(invoices.userId, current.userId),
        eq(invoices.status, current.status),
        eq(invoices.version, current.version),
      ),
    )
    .returning();
  if (!updated) throw new AppError("conflict", "The invoice changed meanwhile; try again.");
  await tx.insert(invoiceTransitions).values({
    invoiceId: updated.id,
    fromStatus: current.status,
    toStatus: updated.status,
    version: updated.version,
    reason: params.reason,
    actorUserId: params.actorUserId ?? null,
    details: params.details ?? null,
    createdAt: at,
  });
  const payments =
    params.payments ??
    (await tx
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, updated.id))
      .orderBy(asc(invoicePayments.id)));
  await writeInvoiceEvent(tx, { invoice: updated, type: params.eventType, payments, createdAt: at });
  return updated;
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
  if (!canTransition(current.type, from, params.to) || (params.from && !params.from.includes(from))) {
    throw new AppError("invalid_transition", `An invoice in ${from} cannot move to ${params.to}.`);
  }
  return writeVersion(tx, { ...params, current, eventType: moveEventOf(current, params.to) });
}

/**
 * Records a change of what GET shows that moves no state (amounts, confirmations, payments seen
 * or dropped, money arriving on a final invoice): a new version with a timeline entry from and to
 * the same state and its event. The caller holds the row lock (`locked`, from lockInvoice).
 */
export async function recordInvoiceFacts(
  tx: Executor,
  params: {
    locked: Invoice;
    /** updated, or (a payment only) payment_after_final: money on an invoice closed to payments. */
    fact: FactKind;
    reason: string;
    actorUserId?: number;
    patch?: InvoicePatch;
    details?: Record<string, unknown>;
    payments?: InvoicePayment[];
  },
): Promise<Invoice> {
  const { fact, ...rest } = params;
  return writeVersion(tx, { ...rest, current: params.locked, to: params.locked.status, eventType: factEventOf(params.locked, fact) });
}
