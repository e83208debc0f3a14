"use client";
// Invoice actions of the lifecycle (cancel, mark paid by hand, sandbox "Simulate payment") and the
// merchant's underpayment tolerance setting.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/use-field-error";
import { useInvoiceLabels } from "./use-invoice-labels";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { cancelableStatuses, isFinalStatus, markablePaidStatuses } from "@/vocabulary/invoice-states";

type Simulation = "full" | "partial" | "over" | "late";

const simulations: Simulation[] = ["full", "partial", "over", "late"];


export function InvoiceLifecycleActions({ invoiceId }: { invoiceId: number }) {
  const t = useTranslations("lifecycle");
  const labels = useInvoiceLabels();
  const errorText = useErrorText();
  const utils = api.useUtils();
  // The same query key as the invoice detail, so both refresh together after an action.
  const invoice = api.invoices.get.useQuery({ id: String(invoiceId) });
  const me = api.users.me.useQuery();
  const [confirming, setConfirming] = useState<"cancel" | "markPaid" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = async (message: string) => {
    setConfirming(null);
    setNotice(message);
    await Promise.all([utils.invoices.invalidate(), utils.lifecycle.invalidate(), utils.webhooks.invalidate()]);
  };
  const cancel = api.lifecycle.cancel.useMutation({ onSuccess: () => refresh(t("canceled")) });
  const markPaid = api.lifecycle.markPaid.useMutation({ onSuccess: () => refresh(t("markedPaid")) });
  const simulate = api.lifecycle.simulatePayment.useMutation({
    onSuccess: (result) => refresh(t("simulated", { status: labels.status(result.status) })),
  });
  const payInSimulator = api.pix.payInSimulator.useMutation({
    onSuccess: (result) => refresh(`Paid in the simulated PSP (${result.endToEndId}); its callback: ${String(result.results).replace(/_/g, " ")}.`),
  });

  if (!invoice.data || !me.data) return null;
  const { status, type } = invoice.data;
  const own = invoice.data.user_id === me.data.id;
  // Operators read every invoice but change none; admins manage all; merchants their own.
  const canManage = own || me.data.role === "admin";
  // A withdrawal's actions (cancel, the claim, the send) are on its own card.
  const showCancel = canManage && type === "PAYMENT" && cancelableStatuses.PAYMENT.includes(status);
  const showMarkPaid = canManage && type === "PAYMENT" && markablePaidStatuses.includes(status);
  const showSimulate = own && me.data.sandbox && type === "PAYMENT" && !isFinalStatus(type, status);
  // After the last possible action the card stays to confirm what happened.
  if (!showCancel && !showMarkPaid && !showSimulate && !notice) return null;

  const busy = cancel.isPending || markPaid.isPending || simulate.isPending || payInSimulator.isPending;
  const error = cancel.error ?? markPaid.error ?? simulate.error ?? payInSimulator.error;
  const pix = invoice.data.gateway === "pix";

  return (
    <Card title={t("title")} description={t("description")}>
      <div className="flex flex-col gap-4">
        {showCancel || showMarkPaid ? (
          <div className="flex flex-wrap items-center gap-2">
            {confirming ? (
              <div role="group" aria-label={t("confirmLabel")} className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-700">
                  {confirming === "cancel" ? t("confirmCancel") : t("confirmMarkPaid")}
                </span>
                <Button
                  variant={confirming === "cancel" ? "danger" : "primary"}
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    confirming === "cancel" ? cancel.mutate({ invoiceId }) : markPaid.mutate({ invoiceId })
                  }
                >
                  {confirming === "cancel" ? t("yesCancel") : t("yesMarkPaid")}
                </Button>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(null)}>
                  {t("keep")}
                </Button>
              </div>
            ) : (
              <>
                {showMarkPaid ? (
                  <Button variant="secondary" size="sm" onClick={() => setConfirming("markPaid")}>
                    {t("markPaid")}
                  </Button>
                ) : null}
                {showCancel ? (
                  <Button variant="secondary" size="sm" onClick={() => setConfirming("cancel")}>
                    {t("cancel")}
                  </Button>
                ) : null}
              </>
            )}
          </div>
        ) : null}

        {showSimulate ? (
          <div role="group" aria-labelledby={`simulate-${invoiceId}`} className="flex flex-col gap-2">
            <p id={`simulate-${invoiceId}`} className="text-sm font-medium text-slate-800">
              {t("simulate")} <span className="font-normal text-slate-500">{t("sandbox")}</span>
            </p>
            <div className="flex flex-wrap gap-2">
              {pix ? (
                <Button size="sm" disabled={busy} title={t("payInSimulatorHint")} onClick={() => payInSimulator.mutate({ invoiceId })}>
                  {t("payInSimulator")}
                </Button>
              ) : null}
              {simulations.map((kind) => (
                <Button
                  key={kind}
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  title={t(`simulations.${kind}.hint`)}
                  aria-label={t("simulateLabel", { label: t(`simulations.${kind}.label`).toLowerCase(), hint: t(`simulations.${kind}.hint`).toLowerCase() })}
                  onClick={() => simulate.mutate({ invoiceId, kind })}
                >
                  {t(`simulations.${kind}.label`)}
                </Button>
              ))}
            </div>
          </div>
        ) : null}

        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(error)}
          </p>
        ) : notice ? (
          <p role="status" className="text-sm text-emerald-700">
            {notice}
          </p>
        ) : null}
      </div>
    </Card>
  );
}

/** "1.5" -> 150 basis points, exactly (no float arithmetic); null when not a percentage with 2 decimals at most. */
function percentToBps(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const bpsToPercent = (bps: number) => `${Math.floor(bps / 100)}${bps % 100 ? `.${String(bps % 100).padStart(2, "0").replace(/0$/, "")}` : ""}`;

/** The merchant's underpayment tolerance (0-5 %), for a settings page. */
export function UnderpaymentToleranceSetting() {
  const t = useTranslations("tolerance");
  const errorText = useErrorText();
  const utils = api.useUtils();
  const current = api.lifecycle.tolerance.useQuery();
  const [text, setText] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = api.lifecycle.setTolerance.useMutation({
    onSuccess: async () => {
      setSaved(true);
      setText(null);
      await utils.lifecycle.tolerance.invalidate();
    },
  });
  if (!current.data) return null;
  const value = text ?? bpsToPercent(current.data.bps);
  const bps = percentToBps(value);
  const localError = bps === null || bps > 500 ? t("invalid") : null;
  return (
    <Card
      title={t("title")}
      description={t("description")}
    >
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (bps !== null && !localError) save.mutate({ bps });
        }}
      >
        <div className="w-32">
          <TextField
            label={t("label")}
            inputMode="decimal"
            value={value}
            error={text !== null ? localError : null}
            onChange={(event) => {
              setSaved(false);
              setText(event.target.value);
            }}
          />
        </div>
        <Button type="submit" disabled={save.isPending || localError !== null}>
          {t("save")}
        </Button>
        {save.error ? (
          <p role="alert" className="text-sm text-red-700">
            {errorText(save.error)}
          </p>
        ) : saved ? (
          <p role="status" className="text-sm text-emerald-700">
            {t("saved")}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
