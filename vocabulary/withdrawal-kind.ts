// What kind of withdrawal an invoice of type WITHDRAWAL is: a refund points at the payment it gives
// money back from; a payout (a supplier, an affiliate) points at none.
import type { InvoiceType } from "./invoice-states";

export const withdrawalKinds = ["refund", "payout"] as const;
export type WithdrawalKind = (typeof withdrawalKinds)[number];

/** null for a payment. */
export function withdrawalKindOf(invoice: { type: InvoiceType; refundedInvoiceId?: number | null }): WithdrawalKind | null {
  if (invoice.type !== "WITHDRAWAL") return null;
  return invoice.refundedInvoiceId === null || invoice.refundedInvoiceId === undefined ? "payout" : "refund";
}
