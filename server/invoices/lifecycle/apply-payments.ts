// Records payments of an invoice (invoice_payments) and recomputes the invoice from them, moving it
// through the state machine when the payments call for another state. A withdrawal's "payments" are
// the merchant's sends to its receiver (withdrawal-payments.ts). Watchers, the sandbox and
// PSP confirmations all end here, under the invoice's row lock, so every rail follows the same rules.
import { and, asc, eq, gt, inArray, or, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoicePayments, invoices, users, type Invoice, type InvoicePayment, type InvoiceStatus } from "@/db/schema";
import { env } from "@/kernel/env";
import { AppError } from "@/kernel/errors";
import { payDecimals } from "@/vocabulary/assets";
import { formatUnits } from "@/kernel/money";
import { amountDueAt } from "@/vocabulary/pix-due-amount";
import { readPixDueCharge } from "@/vocabulary/pix-due-charge";
import { statusFromPayments } from "./payment-status";
import { openStatuses } from "@/vocabulary/invoice-states";
import { lockInvoice, recordInvoiceFacts, transitionInvoice, type InvoicePatch } from "./state-machine";
import { applyWithdrawalSends } from "./withdrawal-payments";
import { stampFinalPayments } from "../stamp-payments";

const defaultReason: Partial<Record<InvoiceStatus, string>> = {
  CONFIRMING: "payment_seen",
  PARTIALLY_PAID: "confirmed",
  PAID: "confirmed",
  WAITING_PAYMENT: "payment_dropped",
};

export const monitoringWindowMs = () => env.MONITORING_WINDOW_MINUTES * 60_000;

/** True while late payments may still move an EXPIRED invoice to PAID. */
export const lateWindowOpen = (invoice: Pick<Invoice, "expiresAt">, now: Date) =>
  now.getTime() <= invoice.expiresAt.getTime() + monitoringWindowMs();

/**
 * The invoices whose payments are still watched (chain watchers, PSP polling): the open ones, and
 * the EXPIRED ones inside the monitoring window, where a late full payment still moves them to PAID.
 */
export const stillWatched = (now: Date): SQL | undefined =>
  and(
    // Withdrawals share some state names (CONFIRMING, EXPIRED) but are watched for the merchant's send.
    eq(invoices.type, "PAYMENT"),
    or(
      inArray(invoices.status, openStatuses),
      and(eq(invoices.status, "EXPIRED"), gt(invoices.expiresAt, new Date(now.getTime() - monitoringWindowMs()))),
    ),
  );

/**
 * Closed to payments: the invoice is final (PAID, CANCELED) or expired with its monitoring window
 * shut. Money arriving then is recorded and shown, and announced, but moves no state.
 */
export const closedToPayments = (invoice: Pick<Invoice, "status" | "expiresAt">, now: Date) =>
  invoice.status === "PAID" ||
  invoice.status === "CANCELED" ||
  (invoice.status === "EXPIRED" && !lateWindowOpen(invoice, now));

const readPayments = (tx: Executor, invoiceId: number) =>
  tx.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.id));

/** The payments as GET lists them, to tell whether a change altered what GET shows. */
const shownPayments = (payments: InvoicePayment[]) =>
  JSON.stringify(
    payments.map((payment) => [payment.network, payment.reference, payment.outputIndex, payment.amountBase, payment.confirmations, payment.state, payment.counted]),
  );

export type PaymentChangeParams<T> = {
  invoiceId: number;
  now?: Date;
  /** Why, for the timeline (sandbox, psp …); the change's own kind when absent. */
  reason?: string;
  actorUserId?: number;
  /** Restricts the change to this owner's invoice: another owner's is not found. */
  ownerId?: number;
  /**
   * Writes this change's payment rows. It runs after the invoice's row lock is taken and gets the
   * locked row, so what it decides from (status, amounts) cannot change under it; it may throw to
   * refuse the change (nothing is then written).
   */
  record?: (invoice: Invoice) => Promise<T>;
};

/**
 * The one way payments change an invoice: lock the invoice row, record the payments, recompute the
 * invoice from all its payments and write the result as a new version (a state move, or the facts
 * that changed) with its timeline entry and event, all in the caller's transaction. Watchers, the
 * sandbox and PSP confirmations all come through here, so every rail follows the same rules.
 */
export async function changeInvoicePayments<T = undefined>(
  tx: Executor,
  params: PaymentChangeParams<T>,
): Promise<{ invoice: Invoice; recorded: T | undefined }> {
  const now = params.now ?? new Date();
  const invoice = await lockInvoice(tx, params.invoiceId, params.ownerId);
  if (!invoice) throw new AppError("not_found", "Invoice not found.");
  const before = params.record ? await readPayments(tx, invoice.id) : undefined;
  const recorded = params.record ? await params.record(invoice) : undefined;
  // All of them, in id order: the new version's event lists them (dropped ones included, as GET does).
  const payments = await readPayments(tx, invoice.id);
  // A payment that is final now gets its value in reais and in the invoice's currency, once.
  await stampFinalPayments(tx, { invoice, payments, now });
  if (invoice.type === "WITHDRAWAL") {
    const paymentsChanged = before !== undefined && shownPayments(before) !== shownPayments(payments);
    const updated = await applyWithdrawalSends(tx, { invoice, payments, paymentsChanged, now, reason: params.reason, actorUserId: params.actorUserId });
    return { invoice: updated, recorded };
  }
  const [owner] = await tx
    .select({ toleranceBps: users.underpaymentToleranceBps })
    .from(users)
    .where(eq(users.id, invoice.userId));

  let confirmed = 0n;
  let pending = 0n;
  let lastConfirmedSeenAt = 0;
  let pendingConfirmations: number | null = null;
  let maxConfirmations = 0;
  for (const payment of payments) {
    // A payment recorded but not counted (another network, by the merchant's policy) moves nothing.
    if (payment.state === "dropped" || !payment.counted) continue;
    const amount = BigInt(payment.amountBase);
    maxConfirmations = Math.max(maxConfirmations, payment.confirmations);
    if (payment.state === "confirmed") {
      confirmed += amount;
      lastConfirmedSeenAt = Math.max(lastConfirmedSeenAt, payment.seenAt.getTime());
    } else {
      pending += amount;
      // The slowest pending payment is what the payer waits for.
      pendingConfirmations = Math.min(pendingConfirmations ?? payment.confirmations, payment.confirmations);
    }
  }

  // A PIX charge with a due date owes what its rules make of the day the completing money came.
  const amountDue = amountDueAt({
    originalCentavos: BigInt(invoice.amountDueBase),
    due: readPixDueCharge(invoice.pixDue),
    paidAt: lastConfirmedSeenAt > 0 ? new Date(lastConfirmedSeenAt) : now,
  });
  const target = statusFromPayments({
    current: invoice.status,
    amountDue,
    confirmed,
    pending,
    toleranceBps: owner?.toleranceBps ?? 0,
    lateWindowOpen: lateWindowOpen(invoice, now),
  });

  const patch: InvoicePatch = {
    amountPaidBase: confirmed.toString(),
    amountPendingBase: pending.toString(),
    confirmations: pendingConfirmations ?? maxConfirmations,
  };
  if (target === "PAID") patch.overpaid = confirmed > amountDue;
  const details = { confirmed: confirmed.toString(), pending: pending.toString() };

  if (target === invoice.status) {
    const unchanged =
      invoice.amountPaidBase === patch.amountPaidBase &&
      invoice.amountPendingBase === patch.amountPendingBase &&
      invoice.confirmations === patch.confirmations &&
      (patch.overpaid === undefined || patch.overpaid === invoice.overpaid) &&
      (before === undefined || shownPayments(before) === shownPayments(payments));
    if (unchanged) return { invoice, recorded };
    // Facts, not a state: still a new version with its event, so the newest event shows what GET does.
    const previouslyConfirmed = BigInt(invoice.amountPaidBase);
    const lateMoney = closedToPayments(invoice, now) && confirmed > previouslyConfirmed;
    const updated = await recordInvoiceFacts(tx, {
      locked: invoice,
      payments,
      patch,
      actorUserId: params.actorUserId,
      ...(lateMoney
        ? {
            fact: "payment_after_final" as const,
            reason: "payment_after_final",
            details: {
              ...details,
              received: formatUnits(confirmed - previouslyConfirmed, payDecimals(invoice.payCurrency)),
              via: params.reason ?? null,
            },
          }
        : {
            fact: "updated" as const,
            reason: params.reason ?? factReason(invoice, confirmed, pending),
            details,
          }),
    });
    return { invoice: updated, recorded };
  }

  if (target === "PAID") {
    patch.paidAt = now;
    // Late: the invoice had already expired, or the money completing it was first seen after expiry.
    patch.paidLate = invoice.status === "EXPIRED" || lastConfirmedSeenAt > invoice.expiresAt.getTime();
  }
  const moved = await transitionInvoice(tx, {
    invoiceId: invoice.id,
    locked: invoice,
    payments,
    to: target,
    reason: params.reason ?? defaultReason[target] ?? "payments",
    actorUserId: params.actorUserId,
    patch,
    details,
  });
  return { invoice: moved, recorded };
}

/** Why the facts changed, for the timeline, when the caller gave no reason. */
function factReason(invoice: Invoice, confirmed: bigint, pending: bigint): string {
  if (confirmed !== BigInt(invoice.amountPaidBase)) return "payment_confirmed";
  const pendingBefore = BigInt(invoice.amountPendingBase);
  if (pending > pendingBefore) return "payment_seen";
  if (pending < pendingBefore) return "payment_dropped";
  return "confirmations";
}

/** Recomputes an invoice from the payments already recorded (see changeInvoicePayments). */
export async function applyPayments(
  tx: Executor,
  params: Omit<PaymentChangeParams<undefined>, "record">,
): Promise<Invoice> {
  return (await changeInvoicePayments(tx, params)).invoice;
}
