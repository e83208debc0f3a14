"use client";
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { SelectField, TextField } from "@/components/ui/field";
import { assets, isAssetCode } from "@/vocabulary/assets";
import { CryptoPaymentResult } from "./crypto-payment-result";
import { NewPaymentForm, usePaymentDraft } from "@/components/invoices/new-payment-form";

type Draft = {
  amount: string;
  fiat_currency: string;
  pay_currency: string;
  customer_name: string;
  customer_email: string;
  external_reference: string;
};

const emptyDraft: Draft = {
  amount: "",
  fiat_currency: "BRL",
  pay_currency: "BTC",
  customer_name: "",
  customer_email: "",
  external_reference: "",
};

/** Creates a crypto payment through tRPC (the same service as POST /api/payments/v2/crypto). */
export function NewCryptoPaymentForm() {
  const t = useTranslations("newPayment.crypto");
  const create = api.invoices.createCryptoPayment.useMutation();
  // The currencies whose network this deployment watches.
  const offered = api.wallets.offeredCurrencies.useQuery();
  const { draft, set, fieldError, submitWith, reset } = usePaymentDraft(emptyDraft, create.error);

  return (
    <NewPaymentForm
      title={t("title")}
      description={t("description")}
      onSubmit={submitWith((amount) => create.mutate({ ...draft, amount }, { onSuccess: reset }))}
      error={create.error}
      setup={{ appCode: "wallet_not_configured", href: "/dashboard/wallets", label: t("setupLink") }}
      isPending={create.isPending}
      submitLabel={t("submit")}
      result={create.data ? <CryptoPaymentResult payment={create.data} /> : null}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("amount")} inputMode="decimal" placeholder={t("amountPlaceholder")} value={draft.amount} onChange={set("amount")} error={fieldError("amount")} required />
        <SelectField label={t("fiatCurrency")} value={draft.fiat_currency} onChange={set("fiat_currency")} error={fieldError("fiat_currency")}>
          <option value="BRL">BRL</option>
          <option value="USD">USD</option>
          <option value="EUR">EUR</option>
        </SelectField>
      </div>
      <SelectField label={t("payWith")} value={draft.pay_currency} onChange={set("pay_currency")} error={fieldError("pay_currency")}>
        {(offered.data ?? ["BTC", "ETH", "USDTBSC"]).map((code) => (
          <option key={code} value={code}>
            {isAssetCode(code) ? `${assets[code].name} (${code})` : code}
          </option>
        ))}
      </SelectField>
      <TextField label={t("customerName")} value={draft.customer_name} onChange={set("customer_name")} error={fieldError("customer_name")} maxLength={200} required />
      <TextField label={t("customerEmail")} type="email" value={draft.customer_email} onChange={set("customer_email")} error={fieldError("customer_email")} maxLength={254} required />
      <TextField label={t("externalReference")} hint={t("externalReferenceHint")} value={draft.external_reference} onChange={set("external_reference")} error={fieldError("external_reference")} maxLength={255} required />
    </NewPaymentForm>
  );
}
