// Recomputes an invoice from its recorded payments (invoice_payments) and moves it through the
// state machine when the payments call for another state. Watchers, the sandbox and PSP
// confirmations all end here, so every rail follows the same rules.
import { and, asc, eq, gt, inArray, or, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoicePayments, invoices, users, type Invoice, type InvoiceStatus } from "@/db/schema";
import { env } from "@/server/env";
import { statusFromPayments } from "./payment-status";
import { openStatuses } from "./open-statuses";
import { lockInvoice, transitionInvoice, type InvoicePatch } from "./state-machine";

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
  or(
    inArray(invoices.status, openStatuses),
    and(eq(invoices.status, "EXPIRED"), gt(invoices.expiresAt, new Date(now.getTime() - monitoringWindowMs()))),
  );

export async function applyPayments(
  tx: Executor,
  params: { invoiceId: number; now?: Date; reason?: string; actorUserId?: number },
): Promise<Invoice> {
  const now = params.now ?? new Date();
  const invoice = await lockInvoice(tx, params.invoiceId);
  if (!invoice) throw new Error(`invoice ${params.invoiceId} does not exist`);
  const [owner] = await tx
    .select({ toleranceBps: users.underpaymentToleranceBps })
    .from(users)
    .where(eq(users.id, invoice.userId));
  // All of them, in id order: the transition's event lists them (dropped ones included, as GET does).
  const payments = await tx
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id))
    .orderBy(asc(invoicePayments.id));

  let confirmed = 0n;
  let pending = 0n;
  let lastConfirmedSeenAt = 0;
  let pendingConfirmations: number | null = null;
  let maxConfirmations = 0;
  for (const payment of payments) {
    if (payment.state === "dropped") continue;
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

  const amountDue = BigInt(invoice.amountDueBase);
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

  if (target === invoice.status) {
    const unchanged =
      invoice.amountPaidBase === patch.amountPaidBase &&
      invoice.amountPendingBase === patch.amountPendingBase &&
      invoice.confirmations === patch.confirmations &&
      (patch.overpaid === undefined || patch.overpaid === invoice.overpaid);
    if (unchanged) return invoice;
    // Amounts and confirmation counts are facts, not state: they change without a new version.
    const [updated] = await tx
      .update(invoices)
      .set({ ...patch, updatedAt: now })
      .where(and(eq(invoices.id, invoice.id), eq(invoices.userId, invoice.userId), eq(invoices.status, invoice.status)))
      .returning();
    return updated ?? invoice;
  }

  if (target === "PAID") {
    patch.paidAt = now;
    // Late: the invoice had already expired, or the money completing it was first seen after expiry.
    patch.paidLate = invoice.status === "EXPIRED" || lastConfirmedSeenAt > invoice.expiresAt.getTime();
  }
  return transitionInvoice(tx, {
    invoiceId: invoice.id,
    locked: invoice,
    payments,
    to: target,
    reason: params.reason ?? defaultReason[target] ?? "payments",
    actorUserId: params.actorUserId,
    patch,
    details: { confirmed: confirmed.toString(), pending: pending.toString() },
  });
}
