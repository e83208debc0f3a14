// The invoice's states and the moves between them: the one transition table, keyed by the invoice's
// type, and every list derived from it (the enum, the types, the open, final, expirable and
// cancelable states). Pure (no database code), so the schema's enums, the state machine, the zod
// documents, the checkout and the dashboard's browser bundle all read the same lists instead of
// copies. What each state means for a payer, a merchant and a refund's receiver is in
// docs/guide/invoice-lifecycle.md and docs/guide/refunds-and-payouts.md.

/**
 * Allowed moves, per type. The first state of each type is the state it is created in, unless the
 * creation says otherwise (a withdrawal whose address is known starts in AWAITING_PAYMENT, a PIX
 * refund in PROCESSING).
 *
 * PAYMENT: CONFIRMING -> WAITING_PAYMENT exists only for a payment that left the mempool or was
 * re-orged out; EXPIRED -> PAID is the late payment within the monitoring window (or a payment marked
 * by hand).
 *
 * WITHDRAWAL (a refund or a payout: money the merchant sends from their own wallet): the receiver
 * gives an address through the claim link (AWAITING_ADDRESS -> AWAITING_PAYMENT), or the merchant
 * gives it at creation; the chain watchers see the merchant's send (CONFIRMING) and its confirmations
 * (COMPLETED), or a send that left the mempool (back to AWAITING_PAYMENT). A claim link unused until
 * its deadline EXPIRES. A PIX refund is asked of the merchant's PSP and waits for its answer in
 * PROCESSING (API Pix EM_PROCESSAMENTO), then COMPLETED (DEVOLVIDO) or FAILED (NAO_REALIZADO).
 * Expired, canceled and failed withdrawals give their amount back to what may still be refunded.
 */
export const transitionTable = {
  PAYMENT: {
    WAITING_PAYMENT: ["CONFIRMING", "PARTIALLY_PAID", "PAID", "EXPIRED", "CANCELED"],
    CONFIRMING: ["WAITING_PAYMENT", "PARTIALLY_PAID", "PAID", "EXPIRED"],
    PARTIALLY_PAID: ["CONFIRMING", "PAID", "EXPIRED"],
    PAID: [],
    EXPIRED: ["PAID"],
    CANCELED: [],
  },
  WITHDRAWAL: {
    AWAITING_ADDRESS: ["AWAITING_PAYMENT", "EXPIRED", "CANCELED"],
    AWAITING_PAYMENT: ["CONFIRMING", "COMPLETED", "CANCELED"],
    CONFIRMING: ["AWAITING_PAYMENT", "COMPLETED"],
    PROCESSING: ["COMPLETED", "FAILED"],
    COMPLETED: [],
    FAILED: [],
    EXPIRED: [],
    CANCELED: [],
  },
} as const;

type Table = typeof transitionTable;
export type InvoiceType = keyof Table;
export type PaymentStatus = keyof Table["PAYMENT"];
export type WithdrawalStatus = keyof Table["WITHDRAWAL"];
export type InvoiceStatus = PaymentStatus | WithdrawalStatus;
export type StatusOf<T extends InvoiceType> = keyof Table[T];

export const invoiceTypes = Object.keys(transitionTable) as [InvoiceType, ...InvoiceType[]];

/** The states of one type, in the table's order (a type's lifecycle order). */
export const statusesOf = <T extends InvoiceType>(type: T) => Object.keys(transitionTable[type]) as StatusOf<T>[];

/**
 * Every state, each once: the payment states first, then the withdrawal states the payments do not
 * have. This is the database enum's order (new values are appended to it), which the list's
 * `orderBy=status` follows.
 */
export const invoiceStatuses = [...new Set(invoiceTypes.flatMap((type) => statusesOf(type)))] as [InvoiceStatus, ...InvoiceStatus[]];

export const gateways = ["crypto", "pix"] as const;
export type Gateway = (typeof gateways)[number];

export const isInvoiceStatus = (value: string): value is InvoiceStatus => (invoiceStatuses as readonly string[]).includes(value);

/** A state of this type (CONFIRMING, EXPIRED and CANCELED belong to both types). */
export const isStatusOf = (type: InvoiceType, status: string): boolean => Object.hasOwn(transitionTable[type], status);

/** The moves out of a state of a type (none for a state the type does not have). */
export function movesFrom(type: InvoiceType, from: InvoiceStatus): readonly InvoiceStatus[] {
  const moves: Partial<Record<InvoiceStatus, readonly InvoiceStatus[]>> = transitionTable[type];
  return moves[from] ?? [];
}

export const canTransition = (type: InvoiceType, from: InvoiceStatus, to: InvoiceStatus) => movesFrom(type, from).includes(to);

/** The states of a type that can move to `to`, in the table's order. */
export const statusesThatCanBecome = (type: InvoiceType, to: InvoiceStatus): InvoiceStatus[] =>
  statusesOf(type).filter((from) => canTransition(type, from, to));

/** Final: no move leaves them (money arriving later is recorded as a fact, not a move). */
export const isFinalStatus = (type: InvoiceType, status: InvoiceStatus): boolean =>
  isStatusOf(type, status) && movesFrom(type, status).length === 0;

/** Still waiting for money: the watchers and pollers look at these payments. */
export const openStatuses = ["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID"] as const satisfies PaymentStatus[];
export const isOpenStatus = (status: string): boolean => (openStatuses as readonly string[]).includes(status);

/** Withdrawals not yet final: their money has not gone out, or not for good (a refund still pending). */
export const openWithdrawalStatuses = statusesOf("WITHDRAWAL").filter((status) => !isFinalStatus("WITHDRAWAL", status));

/** Withdrawals whose money is on its way (a send being confirmed, a PIX refund the PSP is making): pages follow them until they end. */
export const inFlightWithdrawalStatuses = ["CONFIRMING", "PROCESSING"] as const satisfies WithdrawalStatus[];
export const isWithdrawalInFlight = (status: string): boolean => (inFlightWithdrawalStatuses as readonly string[]).includes(status);

/** Withdrawals whose send the chain watchers look for: an address is known, the money not yet final. */
export const watchedWithdrawalStatuses = ["AWAITING_PAYMENT", "CONFIRMING"] as const satisfies WithdrawalStatus[];

/**
 * What the expiry job expires once `expires_at` has passed, per type. A CONFIRMING payment is left
 * alone: its payment was seen before expiry, so the confirmations decide (PAID, or PARTIALLY_PAID
 * which then expires on a later tick). A withdrawal's deadline is its claim link's: once an address
 * is known the merchant's send has no deadline.
 */
export const expirableStatuses = {
  PAYMENT: ["WAITING_PAYMENT", "PARTIALLY_PAID"],
  WITHDRAWAL: ["AWAITING_ADDRESS"],
} as const satisfies { [T in InvoiceType]: readonly StatusOf<T>[] };

const isExpirable = (type: InvoiceType, status: InvoiceStatus) =>
  (expirableStatuses[type] as readonly InvoiceStatus[]).includes(status);

/**
 * The status to show at `now`: an invoice the expiry job is about to expire shows as expired already,
 * so nobody is offered a code, an address or a claim form past its deadline.
 */
export function statusAt(invoice: { type?: InvoiceType; status: InvoiceStatus; expiresAt: Date }, now: Date): InvoiceStatus {
  const overdue = invoice.expiresAt.getTime() <= now.getTime();
  return overdue && isExpirable(invoice.type ?? "PAYMENT", invoice.status) ? "EXPIRED" : invoice.status;
}

/** The merchant's manual actions, each allowed wherever the table allows its move. */
export const cancelableStatuses = {
  PAYMENT: statusesThatCanBecome("PAYMENT", "CANCELED"),
  WITHDRAWAL: statusesThatCanBecome("WITHDRAWAL", "CANCELED"),
} as const;
export const markablePaidStatuses = statusesThatCanBecome("PAYMENT", "PAID");

/**
 * Withdrawals that no longer take anything from what a payment may still have refunded: they were
 * canceled, their claim link expired, or the bank refused them. Every other refund counts, whatever
 * its state, so two refunds of one payment never add up to more than it received.
 */
export const releasedWithdrawalStatuses = ["CANCELED", "EXPIRED", "FAILED"] as const satisfies WithdrawalStatus[];
