"use client";
// The New PIX payment form's due date: the common rules of a charge with a due date (a percentage
// fine, interest a month, a fixed discount until the due date), sent as the API Pix cobv rules of
// POST /api/payments. Other modalidades (abatement, per-day discounts) are for the API.
import { useTranslations } from "next-intl";
import { fieldErrorOf } from "@/components/field-error";
import { TextField } from "@/components/ui/field";
import { fineAboveConsumerCap } from "@/vocabulary/pix-due-charge";
import type { CreatePixPaymentInput } from "@/server/pix/schemas";

export type DueDateDraft = { dueDate: string; finePercent: string; interestPercentMonth: string; discountBrl: string };

export const emptyDueDateDraft: DueDateDraft = { dueDate: "", finePercent: "", interestPercentMonth: "", discountBrl: "" };

/** "2", "2,5", "2.50" as API Pix's "2.50"; anything else goes as typed, for the server to name. */
function valorPerc(text: string): string {
  const normalized = text.trim().replace(",", ".");
  return /^\d{1,10}(\.\d{1,2})?$/.test(normalized) ? Number(normalized).toFixed(2) : text.trim();
}

const given = (text: string) => text.trim() !== "";

export function dueFromDraft(draft: DueDateDraft): CreatePixPaymentInput["due"] {
  if (!given(draft.dueDate)) return undefined;
  return {
    dataDeVencimento: draft.dueDate,
    ...(given(draft.finePercent) ? { multa: { modalidade: 2, valorPerc: valorPerc(draft.finePercent) } } : {}),
    ...(given(draft.interestPercentMonth) ? { juros: { modalidade: 3, valorPerc: valorPerc(draft.interestPercentMonth) } } : {}),
    ...(given(draft.discountBrl)
      ? { desconto: { modalidade: 1, descontoDataFixa: [{ data: draft.dueDate, valorPerc: valorPerc(draft.discountBrl) }] } }
      : {}),
  };
}

type ErrorWithFields = Parameters<typeof fieldErrorOf>[0];

export function DueDateFields(props: {
  draft: DueDateDraft;
  set: (key: keyof DueDateDraft) => (event: { target: { value: string } }) => void;
  error: ErrorWithFields;
  /** The payer's fields are shown (fillDataNow): a due date needs them. */
  payerShown: boolean;
}) {
  const { draft, set, error, payerShown } = props;
  const t = useTranslations("dueDate");
  const errorAt = (path: string) => fieldErrorOf(error, `due.${path}`);
  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-700">{t("legend")}</legend>
      <p className="text-xs text-slate-500">{t("explanation")}</p>
      <TextField
        label={t("dueDate")}
        type="date"
        value={draft.dueDate}
        onChange={set("dueDate")}
        error={errorAt("dataDeVencimento") ?? fieldErrorOf(error, "due")}
      />
      {given(draft.dueDate) && !payerShown ? (
        <p role="note" className="text-sm text-amber-700">
          {t("needsPayer")}
        </p>
      ) : null}
      {given(draft.dueDate) ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t("finePercent")}
            inputMode="decimal"
            placeholder="2.00"
            value={draft.finePercent}
            onChange={set("finePercent")}
            error={errorAt("multa.valorPerc")}
            // A warning, not an error: the 2 % cap binds charges to consumers only; a business charge may carry more.
            hint={fineAboveConsumerCap(valorPerc(draft.finePercent)) ? <span className="text-amber-700">{t("fineAboveConsumerCap")}</span> : undefined}
          />
          <TextField label={t("interestPercentMonth")} inputMode="decimal" placeholder="1.00" value={draft.interestPercentMonth} onChange={set("interestPercentMonth")} error={errorAt("juros.valorPerc")} />
          <TextField
            label={t("discountBrl")}
            inputMode="decimal"
            placeholder="5.00"
            value={draft.discountBrl}
            onChange={set("discountBrl")}
            error={errorAt("desconto.descontoDataFixa.0.valorPerc") ?? errorAt("desconto")}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
