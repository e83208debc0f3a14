// The names merchants read for invoice statuses, gateways and types: one map each for the table
// and its filters.
import type { Gateway, InvoiceStatus, InvoiceType } from "@/db/schema";

export const statusLabels = {
  WAITING_PAYMENT: "Waiting payment",
  CONFIRMING: "Confirming",
  PARTIALLY_PAID: "Partially paid",
  PAID: "Paid",
  EXPIRED: "Expired",
  CANCELED: "Canceled",
  AWAITING_ADDRESS: "Awaiting address",
  AWAITING_PAYMENT: "Awaiting send",
  PROCESSING: "Processing",
  COMPLETED: "Completed",
  FAILED: "Failed",
} as const satisfies Record<InvoiceStatus, string>;

/** The statuses in the enum's order (payments' lifecycle, then the withdrawals'), for the filter's options. */
export { invoiceStatuses } from "@/server/invoice-states";

export const isInvoiceStatus = (value: string): value is InvoiceStatus => Object.hasOwn(statusLabels, value);

/** A status's label; a value the map does not know yet is shown readable rather than raw. */
export function statusLabel(status: string): string {
  if (isInvoiceStatus(status)) return statusLabels[status];
  return status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, " ");
}

export const gatewayLabels = { crypto: "Crypto", pix: "PIX" } as const satisfies Record<Gateway, string>;
export const gateways = Object.keys(gatewayLabels) as Gateway[];

export const typeLabels = { PAYMENT: "Payment", WITHDRAWAL: "Withdrawal (refund or payout)" } as const satisfies Record<InvoiceType, string>;

/** A withdrawal's kind as the list and the invoice page name it. */
export const withdrawalKindLabels = { refund: "Refund", payout: "Payout" } as const;
export const invoiceTypes = Object.keys(typeLabels) as InvoiceType[];

/** A gateway's label; an unknown value is shown as stored. */
export const gatewayLabel = (gateway: string): string => (Object.hasOwn(gatewayLabels, gateway) ? gatewayLabels[gateway as Gateway] : gateway);
