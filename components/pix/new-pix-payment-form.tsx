"use client";
// Creates a PIX payment through tRPC (the same service and schema as POST /api/payments).
import type { inferRouterOutputs } from "@trpc/server";
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { Card } from "@/components/ui/card";
import { CopyableCode } from "@/components/ui/copyable-code";
import { SelectField, TextField } from "@/components/ui/field";
import { QrImage } from "@/components/ui/qr-image";
import { CreatedPaymentLinks } from "@/components/invoices/created-payment-links";
import { NewPaymentForm, usePaymentDraft } from "@/components/invoices/new-payment-form";
import { DueDateFields, dueFromDraft, emptyDueDateDraft, type DueDateDraft } from "./due-date-fields";
import type { CreatePixPaymentInput } from "@/server/pix/schemas";
import type { AppRouter } from "@/server/trpc/root";
import { useFormat } from "@/i18n/use-format";

type ClientMode = CreatePixPaymentInput["clientMode"];
type CreatedPixPayment = inferRouterOutputs<AppRouter>["pix"]["createPayment"];

type Draft = DueDateDraft & {
  clientMode: ClientMode;
  amount: string;
  /** datetime-local text (the browser's wall clock), sent as ISO 8601 with the browser's offset. */
  expire_at: string;
  description: string;
  external_reference: string;
  name_client: string;
  document_type: "CPF" | "CNPJ";
  document_client: string;
  email: string;
  phoneNumber: string;
};

const modes: ClientMode[] = ["noNeedToSpecify", "fillDataNow", "requestCheckout"];

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, "0");

/** The value a datetime-local input shows for this instant in the browser's zone. */
function toLocalInput(date: Date) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** datetime-local text as ISO 8601 with the browser's offset at that instant (e.g. 2026-11-23T18:30:00-03:00). */
function toIsoWithOffset(local: string) {
  const date = new Date(local);
  if (local === "" || Number.isNaN(date.getTime())) return local;
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? "+" : "-";
  const absolute = Math.abs(offsetMinutes);
  return `${toLocalInput(date)}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

const blankToUndefined = (text: string) => (text.trim() === "" ? undefined : text);

function payload(draft: Draft, amount: number): CreatePixPaymentInput {
  const customer =
    draft.clientMode === "fillDataNow"
      ? {
          name_client: blankToUndefined(draft.name_client),
          document_type: draft.document_type,
          document_client: blankToUndefined(draft.document_client),
          email: blankToUndefined(draft.email),
          phoneNumber: blankToUndefined(draft.phoneNumber),
        }
      : {};
  return {
    clientMode: draft.clientMode,
    // The amount goes as the JSON number the REST contract takes; the server validates it.
    amount,
    expire_at: toIsoWithOffset(draft.expire_at),
    description: blankToUndefined(draft.description),
    external_reference: blankToUndefined(draft.external_reference),
    ...customer,
    due: dueFromDraft(draft),
  };
}

export function NewPixPaymentForm() {
  const t = useTranslations("newPayment.pix");
  const create = api.pix.createPayment.useMutation();
  const { draft, set, fieldError, submitWith, reset } = usePaymentDraft<Draft>(() => ({
    clientMode: "noNeedToSpecify",
    amount: "",
    expire_at: toLocalInput(new Date(Date.now() + DAY_MS)),
    description: "",
    external_reference: "",
    name_client: "",
    document_type: "CPF",
    document_client: "",
    email: "",
    phoneNumber: "",
    ...emptyDueDateDraft,
  }), create.error);
  const fillNow = draft.clientMode === "fillDataNow";
  const created = create.data;

  return (
    <NewPaymentForm
      title={t("title")}
      description={t("description")}
      onSubmit={submitWith((amount) => create.mutate(payload(draft, amount), { onSuccess: reset }))}
      error={create.error}
      setup={{ appCode: "pix_profile_missing", href: "/dashboard/pix", label: t("setupLink") }}
      isPending={create.isPending}
      submitLabel={t("submit")}
      result={created ? <PixPaymentResult payment={created} /> : null}
    >
      <SelectField label={t("customerData")} value={draft.clientMode} onChange={set("clientMode")} error={fieldError("clientMode")}>
        {modes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`modes.${mode}.label`)}
          </option>
        ))}
      </SelectField>
      <p className="-mt-2 text-xs text-slate-500">{modes.includes(draft.clientMode) ? t(`modes.${draft.clientMode}.explanation`) : null}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("value")} inputMode="decimal" placeholder={t("valuePlaceholder")} value={draft.amount} onChange={set("amount")} error={fieldError("amount")} required />
        <TextField
          label={t("expiresAt")}
          type="datetime-local"
          value={draft.expire_at}
          onChange={set("expire_at")}
          error={fieldError("expire_at")}
          hint={t("expiresAtHint")}
          // The default is computed from the clock, which differs between the server render and the browser.
          suppressHydrationWarning
          required
        />
      </div>
      <TextField label={t("descriptionLabel")} hint={t("descriptionHint")} value={draft.description} onChange={set("description")} error={fieldError("description")} maxLength={140} />
      <TextField label={t("orderReference")} hint={t("orderReferenceHint")} value={draft.external_reference} onChange={set("external_reference")} error={fieldError("external_reference")} maxLength={255} />

      {fillNow ? (
        <fieldset className="space-y-4 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">{t("payer")}</legend>
          <TextField label={t("payerName")} value={draft.name_client} onChange={set("name_client")} error={fieldError("name_client")} maxLength={200} required />
          <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
            <SelectField label={t("documentType")} value={draft.document_type} onChange={set("document_type")} error={fieldError("document_type")}>
              <option value="CPF">CPF</option>
              <option value="CNPJ">CNPJ</option>
            </SelectField>
            <TextField
              label={t("documentNumber")}
              inputMode={draft.document_type === "CPF" ? "numeric" : "text"}
              placeholder={draft.document_type === "CPF" ? "000.000.000-00" : "00.000.000/0000-00"}
              value={draft.document_client}
              onChange={set("document_client")}
              error={fieldError("document_client")}
              maxLength={18}
              required
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("payerEmail")} type="email" value={draft.email} onChange={set("email")} error={fieldError("email")} maxLength={254} />
            <TextField label={t("payerPhone")} type="tel" placeholder="+5511987654321" value={draft.phoneNumber} onChange={set("phoneNumber")} error={fieldError("phoneNumber")} maxLength={32} />
          </div>
        </fieldset>
      ) : null}

      <DueDateFields draft={draft} set={set} error={create.error} payerShown={fillNow} />
    </NewPaymentForm>
  );
}

function PixPaymentResult({ payment }: { payment: CreatedPixPayment }) {
  const t = useTranslations("newPayment.pix.result");
  const format = useFormat();
  return (
    <Card title={t("title")} description={t("description", { id: payment.id, expires: format.dateTime(payment.expire_at) })}>
      <div role="status" className="space-y-4 text-sm">
        <QrImage png={payment.qr_image} alt={t("qrAlt")} />
        <p>
          {t.rich("pay", {
            amount: format.money(payment.amount_due_today, "BRL"),
            receiver: payment.name_receiver,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
          {payment.due ? <> {t("dueToday", { date: payment.due.dataDeVencimento })}</> : null}
        </p>
        <div className="space-y-1">
          <p className="font-medium text-slate-700">{t("copyPaste")}</p>
          <CopyableCode text={payment.emv} testId="pix-code" />
        </div>
        <CreatedPaymentLinks id={String(payment.id)} checkoutUrl={payment.checkout_url} />
      </div>
    </Card>
  );
}
