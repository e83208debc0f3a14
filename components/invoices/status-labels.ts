// The invoice statuses, gateways and types the filters offer, in the enums' order; their names are
// the catalog's (status, gateways, invoiceTypes, withdrawalKinds), read through useInvoiceLabels.
import { gateways, invoiceStatuses, invoiceTypes, isInvoiceStatus } from "@/vocabulary/invoice-states";

export { gateways, invoiceStatuses, invoiceTypes, isInvoiceStatus };

export const isGateway = (value: string): value is (typeof gateways)[number] => (gateways as readonly string[]).includes(value);

/** A code the catalog does not name yet (a status added later), shown readable rather than raw. */
export function readableCode(code: string): string {
  return code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, " ");
}
