// Pure: what a payment's recorded payments make of it. From the locked invoice, all its payments
// and the merchant's underpayment tolerance, the next version: the same (nothing GET shows changed),
// new facts (amounts, confirmations, money on an invoice closed to payments) or a move to another
// state. changeInvoicePayments (./apply-payments.ts) takes the lock, does the I/O and writes it.
import type { Invoice, InvoicePayment, InvoiceStatus } from "@/db/schema";
import { formatUnits } from "@/kernel/money";
import { payDecimals } from "@/vocabulary/assets";
import { amountDueAt } from "@/vocabulary/pix-due-amount";
import { readPixDueCharge } from "@/vocabulary/pix-due-charge";
import { statusFromPayments } from "./payment-status";
import type { InvoicePatch } from "./state-machine";
import { closedToPayments, lateWindowOpen } from "./payment-windows";

export type Settlement =
  | { kind: "unchanged" }
  | { kind: "facts"; fact: "updated" | "payment_after_final"; patch: InvoicePatch; reason: string; details: Record<string, unknown> }
  | { kind: "move"; to: InvoiceStatus; patch: InvoicePatch; reason: string; details: Record<string, unknown> };

const defaultReason: Partial<Record<InvoiceStatus, string>> = {
  CONFIRMING: "payment_seen",
  PARTIALLY_PAID: "confirmed",
  PAID: "confirmed",
  WAITING_PAYMENT: "payment_dropped",
};

/** The payments as GET lists them, to tell whether a change altered what GET shows. */
export const shownPayments = (payments: InvoicePayment[]) =>
  JSON.stringify(
    payments.map((payment) => [payment.network, payment.reference, payment.outputIndex, payment.amountBase, payment.confirmations, payment.state, payment.counted]),
  );

/** Why the facts changed, for the timeline, when the caller gave no reason. */
function factReason(invoice: Invoice, confirmed: bigint, pending: bigint): string {
  if (confirmed !== BigInt(invoice.amountPaidBase)) return "payment_confirmed";
  const pendingBefore = BigInt(invoice.amountPendingBase);
  if (pending > pendingBefore) return "payment_seen";
  if (pending < pendingBefore) return "payment_dropped";
  return "confirmations";
}

export function settlePayments(params: {
  invoice: Invoice;
  payments: InvoicePayment[];
  /** The payments before this change, when it recorded some: a change GET shows is a new version. */
  before?: InvoicePayment[];
  toleranceBps: number;
  now: Date;
  /** The caller's reason (sandbox, psp …), for the timeline. */
  reason?: string;
}): Settlement {
  const { invoice, payments, before, now } = params;
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
    toleranceBps: params.toleranceBps,
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
    if (unchanged) return { kind: "unchanged" };
    // Facts, not a state: still a new version with its event, so the newest event shows what GET does.
    const previouslyConfirmed = BigInt(invoice.amountPaidBase);
    const lateMoney = closedToPayments(invoice, now) && confirmed > previouslyConfirmed;
    if (lateMoney) {
      return {
        kind: "facts",
        fact: "payment_after_final",
        patch,
        reason: "payment_after_final",
        details: { ...details, received: formatUnits(confirmed - previouslyConfirmed, payDecimals(invoice.payCurrency)), via: params.reason ?? null },
      };
    }
    return { kind: "facts", fact: "updated", patch, reason: params.reason ?? factReason(invoice, confirmed, pending), details };
  }

  if (target === "PAID") {
    patch.paidAt = now;
    // Late: the invoice had already expired, or the money completing it was first seen after expiry.
    patch.paidLate = invoice.status === "EXPIRED" || lastConfirmedSeenAt > invoice.expiresAt.getTime();
  }
  return { kind: "move", to: target, patch, reason: params.reason ?? defaultReason[target] ?? "payments", details };
}
