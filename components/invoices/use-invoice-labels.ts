// The names merchants read for invoice statuses, gateways, types and withdrawal kinds, in their language.
import { useTranslations } from "next-intl";
import type { InvoiceType } from "@/db/schema";
import { isGateway, isInvoiceStatus, readableCode } from "./status-labels";

export function useInvoiceLabels() {
  const tStatus = useTranslations("status");
  const tGateway = useTranslations("gateways");
  const tType = useTranslations("invoiceTypes");
  const tKind = useTranslations("withdrawalKinds");
  return {
    status: (status: string) => (isInvoiceStatus(status) ? tStatus(status) : readableCode(status)),
    /** An unknown gateway is shown as stored. */
    gateway: (gateway: string) => (isGateway(gateway) ? tGateway(gateway) : gateway),
    type: (type: InvoiceType) => tType(type),
    withdrawalKind: (kind: "refund" | "payout") => tKind(kind),
  };
}

export type InvoiceLabels = ReturnType<typeof useInvoiceLabels>;
