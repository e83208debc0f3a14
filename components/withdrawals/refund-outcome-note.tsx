"use client";
// What the bank said of a PIX refund when it is not simply done: refused (its words), partly
// returned (what did not go back, refundable again), or silent for hours (check with the bank).
import { useTranslations } from "next-intl";
import { useFormat } from "@/i18n/use-format";
import { FIAT_DECIMALS, formatUnits, parseUnits } from "@/kernel/money";

type Refund = {
  status: string;
  amount_due: string;
  amount_paid: string;
  payment_details: { pay_currency: string };
  withdrawal?: { failure_reason: string | null; outcome_unknown: boolean };
};

export function RefundOutcomeNote({ refund }: { refund: Refund }) {
  const t = useTranslations("withdrawal.outcome");
  const format = useFormat();
  const reason = refund.withdrawal?.failure_reason;
  if (refund.withdrawal?.outcome_unknown) {
    return <p role="status" className="text-sm text-amber-800" data-testid="refund-outcome">{t("unknown")}</p>;
  }
  if (!reason) return null;
  if (refund.status === "FAILED") {
    return <p className="text-sm text-red-700" data-testid="refund-outcome">{t("refused", { reason })}</p>;
  }
  const notReturned = parseUnits(refund.amount_due, FIAT_DECIMALS) - parseUnits(refund.amount_paid, FIAT_DECIMALS);
  if (refund.status !== "COMPLETED" || notReturned <= 0n) return null;
  const amount = format.payAmount(formatUnits(notReturned, FIAT_DECIMALS), refund.payment_details.pay_currency);
  return <p className="text-sm text-amber-800" data-testid="refund-outcome">{t("partlyReturned", { amount, reason })}</p>;
}
