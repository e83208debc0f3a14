// Which state an invoice's payments put it in: pure arithmetic on base units, no database.
import type { InvoiceStatus } from "@/db/schema";

export type PaymentFacts = {
  current: InvoiceStatus;
  amountDue: bigint;
  /** Sum of final payments (enough confirmations, PSP-confirmed, sandbox). */
  confirmed: bigint;
  /** Sum of payments seen but not final (mempool, too few confirmations). */
  pending: bigint;
  /** Share of the amount due the confirmed total may fall short by, in basis points (0-500). */
  toleranceBps: number;
  /** False for an EXPIRED invoice whose monitoring window has closed: payments no longer move it. */
  lateWindowOpen: boolean;
};

/** The shortest confirmed total that counts as paid: the tolerance is rounded down, in the merchant's favour. */
export function paidThreshold(amountDue: bigint, toleranceBps: number): bigint {
  const bps = BigInt(Math.max(0, Math.min(10_000, Math.trunc(toleranceBps))));
  return amountDue - (amountDue * bps) / 10_000n;
}

export function statusFromPayments(facts: PaymentFacts): InvoiceStatus {
  const { current, confirmed, pending } = facts;
  // Final states never move on payments; money arriving afterwards is only recorded.
  if (current === "PAID" || current === "CANCELED") return current;
  const paid = confirmed > 0n && confirmed >= paidThreshold(facts.amountDue, facts.toleranceBps);
  if (current === "EXPIRED") return paid && facts.lateWindowOpen ? "PAID" : "EXPIRED";
  if (paid) return "PAID";
  if (pending > 0n) return "CONFIRMING";
  if (confirmed > 0n) return "PARTIALLY_PAID";
  return "WAITING_PAYMENT";
}
