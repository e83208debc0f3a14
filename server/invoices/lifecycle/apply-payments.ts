// Records payments of an invoice (invoice_payments) and recomputes the invoice from them, moving it
// through the state machine when the payments call for another state. A withdrawal's "payments" are
// the merchant's sends to its receiver (withdrawal-payments.ts). Watchers, the sandbox and
// PSP confirmations all end here, under the invoice's row lock, so every rail follows the same rules.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoicePayments, users, type Invoice } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { settlePayments, shownPayments } from "./settle-payments";
import { lockInvoice, recordInvoiceFacts, transitionInvoice } from "./state-machine";
import { applyWithdrawalSends } from "./withdrawal-payments";
import { stampFinalPayments } from "../stamp-payments";

const readPayments = (tx: Executor, invoiceId: number) =>
  tx.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId)).orderBy(asc(invoicePayments.id));

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
  const settlement = settlePayments({ invoice, payments, before, toleranceBps: owner?.toleranceBps ?? 0, now, reason: params.reason });
  if (settlement.kind === "unchanged") return { invoice, recorded };
  const { patch, reason, details } = settlement;
  const updated =
    settlement.kind === "facts"
      ? await recordInvoiceFacts(tx, { locked: invoice, payments, patch, actorUserId: params.actorUserId, fact: settlement.fact, reason, details })
      : await transitionInvoice(tx, { invoiceId: invoice.id, locked: invoice, payments, to: settlement.to, reason, actorUserId: params.actorUserId, patch, details });
  return { invoice: updated, recorded };
}

/** Recomputes an invoice from the payments already recorded (see changeInvoicePayments). */
export async function applyPayments(
  tx: Executor,
  params: Omit<PaymentChangeParams<undefined>, "record">,
): Promise<Invoice> {
  return (await changeInvoicePayments(tx, params)).invoice;
}
