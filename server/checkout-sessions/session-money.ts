// Whether money has reached a session's invoice: once it has, the payer can no longer switch rails.
import type { Invoice } from "@/db/schema";

export const hasMoney = (invoice: Pick<Invoice, "amountPaidBase" | "amountPendingBase" | "status">) =>
  BigInt(invoice.amountPaidBase) > 0n ||
  BigInt(invoice.amountPendingBase) > 0n ||
  invoice.status === "CONFIRMING" ||
  invoice.status === "PARTIALLY_PAID" ||
  invoice.status === "PAID";
