// A withdrawal's state from the sends recorded for it: the merchant's transfer to the receiver's
// address, seen by a chain watcher, checked from a pasted hash, or simulated in the sandbox. Only
// sends of exactly the amount to exactly the address are ever recorded (server/crypto/chains/
// match-withdrawal-sends.ts and server/withdrawals/verify-send.ts decide that), so here a confirmed
// send completes the withdrawal and a pending one makes it CONFIRMING. A PIX refund's send is the
// return its PSP made (DEVOLVIDO, server/withdrawals/refunds/pix/apply-refund-status.ts), recorded the same way
// so that settlement and the home page's totals count it as they count a crypto refund.
import type { Executor } from "@/db/client";
import type { Invoice, InvoicePayment, InvoiceStatus } from "@/db/schema";
import { watchedWithdrawalStatuses } from "@/vocabulary/invoice-states";
import { recordInvoiceFacts, transitionInvoice, type InvoicePatch } from "./state-machine";

/**
 * Pure: where the sends put a withdrawal whose address is known, or a PIX refund its PSP is making
 * (PROCESSING: only its return completes it; the PSP's refusal is a move of its own). Other states
 * do not move on sends.
 */
export function withdrawalStatusFromSends(facts: {
  current: InvoiceStatus;
  amountDue: bigint;
  confirmed: bigint;
  pending: bigint;
}): InvoiceStatus {
  const sentInFull = facts.confirmed > 0n && facts.confirmed >= facts.amountDue;
  if (facts.current === "PROCESSING") return sentInFull ? "COMPLETED" : facts.current;
  if (!(watchedWithdrawalStatuses as readonly InvoiceStatus[]).includes(facts.current)) return facts.current;
  if (sentInFull) return "COMPLETED";
  if (facts.pending > 0n || facts.confirmed > 0n) return "CONFIRMING";
  return "AWAITING_PAYMENT";
}

const reasonOf: Partial<Record<InvoiceStatus, string>> = {
  CONFIRMING: "send_seen",
  COMPLETED: "send_confirmed",
  AWAITING_PAYMENT: "send_dropped",
};

/**
 * Writes what the sends say as the locked withdrawal's next version: a move, or the facts that
 * changed (a confirmation more), with its timeline entry and refund.* / payout.* event. Nothing is
 * written when nothing GET shows changed.
 */
export async function applyWithdrawalSends(
  tx: Executor,
  params: {
    invoice: Invoice;
    payments: InvoicePayment[];
    paymentsChanged: boolean;
    now: Date;
    reason?: string;
    actorUserId?: number;
  },
): Promise<Invoice> {
  const { invoice, payments } = params;
  let confirmed = 0n;
  let pending = 0n;
  let pendingConfirmations: number | null = null;
  let maxConfirmations = 0;
  for (const payment of payments) {
    if (payment.state === "dropped") continue;
    maxConfirmations = Math.max(maxConfirmations, payment.confirmations);
    if (payment.state === "confirmed") confirmed += BigInt(payment.amountBase);
    else {
      pending += BigInt(payment.amountBase);
      pendingConfirmations = Math.min(pendingConfirmations ?? payment.confirmations, payment.confirmations);
    }
  }
  const target = withdrawalStatusFromSends({
    current: invoice.status,
    amountDue: BigInt(invoice.amountDueBase),
    confirmed,
    pending,
  });
  const patch: InvoicePatch = {
    amountPaidBase: confirmed.toString(),
    amountPendingBase: pending.toString(),
    confirmations: pendingConfirmations ?? maxConfirmations,
  };
  const details = { sent: confirmed.toString(), pending: pending.toString() };
  if (target === invoice.status) {
    const unchanged =
      !params.paymentsChanged &&
      invoice.amountPaidBase === patch.amountPaidBase &&
      invoice.amountPendingBase === patch.amountPendingBase &&
      invoice.confirmations === patch.confirmations;
    if (unchanged) return invoice;
    return recordInvoiceFacts(tx, {
      locked: invoice,
      payments,
      patch,
      fact: "updated",
      reason: params.reason ?? "confirmations",
      actorUserId: params.actorUserId,
      details,
    });
  }
  if (target === "COMPLETED") patch.paidAt = params.now;
  return transitionInvoice(tx, {
    invoiceId: invoice.id,
    locked: invoice,
    payments,
    to: target,
    reason: params.reason ?? reasonOf[target] ?? "sends",
    actorUserId: params.actorUserId,
    patch,
    details,
  });
}
