import { Badge, type BadgeTone } from "@/components/ui/badge";

const tones: Record<string, BadgeTone> = {
  WAITING_PAYMENT: "info",
  CONFIRMING: "warning",
  PARTIALLY_PAID: "warning",
  PAID: "success",
  EXPIRED: "neutral",
  CANCELED: "danger",
};

export const statusLabel = (status: string) =>
  status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, " ");

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? "neutral"}>{statusLabel(status)}</Badge>;
}
