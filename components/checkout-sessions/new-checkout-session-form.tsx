"use client";
// Creates a checkout session through tRPC (the same service and schema as POST /api/checkouts): an
// amount with no rail; the payer chooses PIX or a crypto asset on the hosted page.
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { Card } from "@/components/ui/card";
import { CopyableCode } from "@/components/ui/copyable-code";
import { SelectField, TextField } from "@/components/ui/field";
import { NewPaymentForm, usePaymentDraft } from "@/components/invoices/new-payment-form";
import { fiatCurrencies } from "@/kernel/money";

type Draft = { amount: string; currency: string; description: string; external_reference: string; customer_email: string };

const blankToUndefined = (text: string) => (text.trim() === "" ? undefined : text);

export function NewCheckoutSessionForm() {
  const t = useTranslations("newPayment.choice");
  const create = api.checkoutSessions.create.useMutation();
  const { draft, set, fieldError, submitWith } = usePaymentDraft<Draft>(
    { amount: "", currency: "BRL", description: "", external_reference: "", customer_email: "" },
    create.error,
  );
  const created = create.data;
  return (
    <NewPaymentForm
      title={t("title")}
      description={t("description")}
      onSubmit={submitWith((amount) =>
        create.mutate({
          amount,
          currency: draft.currency,
          description: blankToUndefined(draft.description),
          external_reference: blankToUndefined(draft.external_reference),
          customer_email: blankToUndefined(draft.customer_email),
        }),
      )}
      error={create.error}
      setup={{ appCode: "pix_profile_missing", href: "/dashboard/pix", label: t("setupLink") }}
      isPending={create.isPending}
      submitLabel={t("submit")}
      result={
        created ? (
          <Card title={t("createdTitle")} description={t("createdDescription", { id: created.id })}>
            <div role="status" className="space-y-2 text-sm">
              <p className="font-medium text-slate-700">{t("sendLink")}</p>
              <CopyableCode text={created.checkout_url} testId="checkout-session-url" />
            </div>
          </Card>
        ) : null
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("amount")} inputMode="decimal" placeholder="150.00" value={draft.amount} onChange={set("amount")} error={fieldError("amount")} required />
        <SelectField label={t("currency")} value={draft.currency} onChange={set("currency")} error={fieldError("currency")}>
          {fiatCurrencies.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label={t("descriptionLabel")} hint={t("descriptionHint")} value={draft.description} onChange={set("description")} error={fieldError("description")} maxLength={140} />
      <TextField label={t("orderReference")} value={draft.external_reference} onChange={set("external_reference")} error={fieldError("external_reference")} maxLength={255} />
      <TextField label={t("payerEmail")} type="email" value={draft.customer_email} onChange={set("customer_email")} error={fieldError("customer_email")} maxLength={254} />
    </NewPaymentForm>
  );
}
