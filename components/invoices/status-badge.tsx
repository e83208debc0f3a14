import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { InvoiceStatus } from "@/db/schema";
import { isInvoiceStatus } from "./status-labels";
import { useInvoiceLabels } from "./use-invoice-labels";

const tones: Record<InvoiceStatus, BadgeTone> = {
  WAITING_PAYMENT: "info",
  CONFIRMING: "warning",
  PARTIALLY_PAID: "warning",
  PAID: "success",
  EXPIRED: "neutral",
  CANCELED: "danger",
  AWAITING_ADDRESS: "info",
  AWAITING_PAYMENT: "info",
  PROCESSING: "warning",
  COMPLETED: "success",
  FAILED: "danger",
};

export function StatusBadge({ status }: { status: string }) {
  const labels = useInvoiceLabels();
  return <Badge tone={isInvoiceStatus(status) ? tones[status] : "neutral"}>{labels.status(status)}</Badge>;
}
