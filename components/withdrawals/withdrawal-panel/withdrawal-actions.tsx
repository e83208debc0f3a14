// The buttons under a withdrawal: cancel it (its owner, while the table allows), and in the sandbox
// simulate the receiver's claim or the merchant's send.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useInvoiceLabels } from "@/components/invoices/use-invoice-labels";
import { cancelableStatuses, type InvoiceStatus } from "@/vocabulary/invoice-states";
import type { WithdrawalKind } from "@/vocabulary/withdrawal-kind";

export function WithdrawalActions({ status, kind, own, sandbox, busy, onCancel, onSimulateClaim, onSimulateSend }: {
  status: InvoiceStatus;
  kind: WithdrawalKind;
  own: boolean;
  sandbox: boolean;
  busy: boolean;
  onCancel: () => void;
  onSimulateClaim: () => void;
  onSimulateSend: () => void;
}) {
  const t = useTranslations("withdrawal");
  const labels = useInvoiceLabels();
  return (
    <div className="flex flex-wrap gap-2">
      {own && cancelableStatuses.WITHDRAWAL.includes(status) ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={onCancel}>{t("cancel", { kind: labels.withdrawalKind(kind).toLowerCase() })}</Button>
      ) : null}
      {sandbox && status === "AWAITING_ADDRESS" ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={onSimulateClaim}>{t("simulateClaim")}</Button>
      ) : null}
      {sandbox && status === "AWAITING_PAYMENT" ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={onSimulateSend}>{t("simulateSend")}</Button>
      ) : null}
    </div>
  );
}
