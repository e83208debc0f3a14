"use client";
// Under a payment: its refunds, the one-click resolutions (refund the excess of an overpaid payment;
// refund what a partial or late payment received, or accept it as paid) and the refund form.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useErrorText } from "@/components/use-field-error";
import { useFormat } from "@/i18n/use-format";
import { StatusBadge } from "@/components/invoices/status-badge";
import { excessOf, isZero, leftToRefund } from "./withdrawal-amounts";
import { RefundForm, type RefundMade } from "./refund-form";
import { RefundOutcomeNote } from "./refund-outcome-note";
import { isWithdrawalInFlight } from "@/vocabulary/invoice-states";

export function PaymentRefunds({ invoiceId }: { invoiceId: number }) {
  const t = useTranslations("refunds");
  const format = useFormat();
  const errorText = useErrorText();
  const utils = api.useUtils();
  const invoice = api.invoices.get.useQuery({ id: String(invoiceId) });
  const me = api.users.me.useQuery();
  const refunds = api.withdrawals.refundsOf.useQuery(
    { id: String(invoiceId) },
    // A PIX refund waits for the PSP's answer (callback or polling): the list follows it.
    { enabled: invoice.data?.type === "PAYMENT", refetchInterval: (state) => (state.state.data?.some((item) => isWithdrawalInFlight(item.status)) ? 3000 : false) },
  );
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = async (message: string, made?: RefundMade) => {
    setNotice(message);
    // The new refund is listed from the mutation's own answer, so the list never lags the notice;
    // the refetch then brings the rest (the payment's amounts, other refunds).
    if (made) utils.withdrawals.refundsOf.setData({ id: String(invoiceId) }, (old) => (old?.some((item) => item.id === made.id) ? old : [...(old ?? []), made]));
    await Promise.all([utils.invoices.invalidate(), utils.withdrawals.invalidate(), utils.webhooks.invalidate()]);
  };
  const refund = api.withdrawals.createRefund.useMutation({
    onSuccess: (made) => refresh(t("created", { id: made.id, amount: format.payAmount(made.amount_due, made.payment_details.pay_currency) }), made),
  });
  const accept = api.lifecycle.markPaid.useMutation({ onSuccess: () => refresh(t("accepted")) });

  const payment = invoice.data;
  if (!payment || payment.type !== "PAYMENT" || !me.data) return null;
  const own = payment.user_id === me.data.id;
  const list = refunds.data ?? [];
  if (isZero(payment.amount_paid) && list.length === 0) return null;
  const currency = payment.payment_details.pay_currency;
  const left = leftToRefund(payment, list);
  const excess = excessOf(payment);
  const crypto = payment.gateway === "crypto";
  const pix = payment.gateway === "pix";
  // A partial payment, or one that came late (expired, or money after the invoice closed): the
  // merchant decides whether to give it back or keep it as the payment.
  const unresolved = payment.status === "PARTIALLY_PAID" || (payment.status === "EXPIRED" && !isZero(payment.amount_paid));
  const busy = refund.isPending || accept.isPending;

  return (
    <Card title={t("title")} description={pix ? t("descriptionPix") : t("description")}>
      <div className="space-y-4">
        {list.length > 0 ? (
          <ul className="divide-y divide-slate-100 text-sm" data-testid="payment-refunds">
            {list.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex items-center gap-2">
                  <Link href={`/dashboard/invoices/${item.id}`} className="font-medium text-brand-700 hover:underline">{t("refundNumber", { id: item.id })}</Link>
                  <StatusBadge status={item.status} />
                </span>
                <span className="tabular-nums text-slate-700">
                  {format.payAmount(item.amount_due, item.payment_details.pay_currency)}
                  <span className="text-slate-500">{` · ${format.money(item.amount, item.currency)}`}</span>
                </span>
                <div className="basis-full">
                  <RefundOutcomeNote refund={item} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-slate-600">
          {t.rich("receivedLeft", {
            received: format.payAmount(payment.amount_paid, currency),
            left: format.payAmount(left, currency),
            strong: (chunks) => <strong data-testid="left-to-refund">{chunks}</strong>,
          })}
        </p>

        {own && pix && !isZero(left) ? (
          <RefundForm invoiceId={invoiceId} payment={payment} left={left} rail="pix" onCreated={refresh} />
        ) : null}
        {own && crypto && !isZero(left) ? (
          <>
            {(payment.overpaid && !isZero(excess)) || unresolved ? (
              <div role="group" aria-label={t("resolve")} className="flex flex-wrap gap-2">
                {payment.overpaid && !isZero(excess) ? (
                  <Button size="sm" disabled={busy} onClick={() => refund.mutate({ invoiceId, refund: { basis: "excess" } })}>
                    {t("refundExcess", { amount: format.payAmount(excess, currency) })}
                  </Button>
                ) : null}
                {unresolved ? (
                  <>
                    <Button size="sm" disabled={busy} onClick={() => refund.mutate({ invoiceId, refund: { basis: "received" } })}>
                      {t("refundReceived", { amount: format.payAmount(left, currency) })}
                    </Button>
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => accept.mutate({ invoiceId })}>
                      {t("acceptAsPaid")}
                    </Button>
                  </>
                ) : null}
              </div>
            ) : null}
            <RefundForm invoiceId={invoiceId} payment={payment} left={left} onCreated={refresh} />
          </>
        ) : null}
        {refund.error ?? accept.error ? (
          <p role="alert" className="text-sm text-red-700">{errorText(refund.error ?? accept.error)}</p>
        ) : notice ? (
          <p role="status" className="text-sm text-emerald-700">{notice}</p>
        ) : null}
      </div>
    </Card>
  );
}
