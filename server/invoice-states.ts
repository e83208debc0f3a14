// The invoice's states and the moves between them: the one enum and the one transition table. Pure
// (no database code), so the schema's enums, the state machine, the zod documents, the checkout and
// the dashboard's browser bundle all read the same lists instead of copies. What each state means
// for a payer and a merchant is in docs/guide.md (States).

export const invoiceStatuses = [
  "WAITING_PAYMENT",
  "CONFIRMING",
  "PARTIALLY_PAID",
  "PAID",
  "EXPIRED",
  "CANCELED",
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceTypes = ["PAYMENT", "WITHDRAWAL"] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

export const gateways = ["crypto", "pix"] as const;
export type Gateway = (typeof gateways)[number];

/**
 * Allowed moves. CONFIRMING -> WAITING_PAYMENT exists only for a payment that left the mempool or
 * was re-orged out; EXPIRED -> PAID is the late payment within the monitoring window (or a payment
 * marked by hand).
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

/** The states an invoice can move to `to` from, in the enum's order. */
export const statusesThatCanBecome = (to: InvoiceStatus): InvoiceStatus[] =>
  invoiceStatuses.filter((from) => canTransition(from, to));

/** Still waiting for money: the watchers and pollers look at these. */
export const openStatuses = ["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID"] as const satisfies InvoiceStatus[];
export const isOpenStatus = (status: string): boolean => (openStatuses as readonly string[]).includes(status);

/**
 * What the expiry job expires once `expires_at` has passed. A CONFIRMING invoice is left alone: its
 * payment was seen before expiry, so the confirmations decide (PAID, or PARTIALLY_PAID which then
 * expires on a later tick).
 */
export const expirableStatuses = ["WAITING_PAYMENT", "PARTIALLY_PAID"] as const satisfies InvoiceStatus[];

/** Final: no move leaves them (money arriving later is recorded as a fact, not a move). */
export const isFinalStatus = (status: InvoiceStatus): boolean => allowedTransitions[status].length === 0;

/**
 * The status to show at `now`: an invoice the expiry job is about to expire shows as expired already,
 * so nobody is offered a code or an address past its deadline.
 */
export function statusAt(invoice: { status: InvoiceStatus; expiresAt: Date }, now: Date): InvoiceStatus {
  const overdue = invoice.expiresAt.getTime() <= now.getTime();
  return overdue && (expirableStatuses as readonly InvoiceStatus[]).includes(invoice.status) ? "EXPIRED" : invoice.status;
}

/** The merchant's manual actions, each allowed wherever the table allows its move. */
export const cancelableStatuses = statusesThatCanBecome("CANCELED");
export const markablePaidStatuses = statusesThatCanBecome("PAID");
