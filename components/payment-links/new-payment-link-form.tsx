"use client";
// Creates a payment link: a fixed amount (optionally times a quantity) or one the payer types
// between a minimum and a maximum (the server enforces both).
import { useTranslations } from "next-intl";
import { parseAmountInput } from "@/components/invoices/parse-amount-input";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { Form, FormError } from "@/components/ui/form";
import { useForm } from "@/components/ui/use-form";
import { fiatCurrencies } from "@/kernel/money";

type Draft = {
  title: string;
  description: string;
  image_url: string;
  currency: string;
  kind: "fixed" | "open";
  amount: string;
  min_amount: string;
  max_amount: string;
  quantity_enabled: boolean;
  max_quantity: string;
};

const initial: Draft = {
  title: "",
  description: "",
  image_url: "",
  currency: "BRL",
  kind: "fixed",
  amount: "",
  min_amount: "",
  max_amount: "",
  quantity_enabled: false,
  max_quantity: "",
};

const blankToUndefined = (text: string) => (text.trim() === "" ? undefined : text.trim());
/** A typed amount as the number the schema takes; text that is no amount goes as NaN for the server to name. */
const amountOf = (text: string) => {
  if (text.trim() === "") return undefined;
  const parsed = parseAmountInput(text);
  return parsed.ok ? parsed.value : Number.NaN;
};

export function NewPaymentLinkForm({ onCreated }: { onCreated: () => void }) {
  const t = useTranslations("paymentLinks.form");
  const tCommon = useTranslations("common");
  const form = useForm({
    initial,
    mutation: api.paymentLinks.create.useMutation(),
    toInput: (draft: Draft) => {
      const fixed = draft.kind === "fixed";
      return {
        title: draft.title,
        description: blankToUndefined(draft.description),
        image_url: blankToUndefined(draft.image_url),
        currency: draft.currency,
        amount: fixed ? (amountOf(draft.amount) ?? Number.NaN) : undefined,
        min_amount: fixed ? undefined : amountOf(draft.min_amount),
        max_amount: fixed ? undefined : amountOf(draft.max_amount),
        quantity_enabled: fixed && draft.quantity_enabled,
        max_quantity: fixed && draft.quantity_enabled && draft.max_quantity !== "" ? Number(draft.max_quantity) : undefined,
      };
    },
    onSuccess: onCreated,
  });
  return (
    <Card title={t("title")} description={t("description")}>
      <Form form={form} loadingLabel={tCommon("loading")} className="space-y-4" noValidate>
        {(draft) => (
          <>
            <TextField label={t("linkTitle")} {...form.field("title")} maxLength={120} required />
            <TextField label={t("details")} {...form.field("description")} maxLength={500} />
            <TextField label={t("imageUrl")} type="url" placeholder={t("imageUrlExample")} hint={t("imageUrlHint")} {...form.field("image_url")} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField label={t("currency")} {...form.field("currency")}>
                {fiatCurrencies.map((currency) => (
                  <option key={currency} value={currency}>{currency}</option>
                ))}
              </SelectField>
              <SelectField label={t("amount")} value={draft.kind} onChange={(event) => form.setValue("kind", event.target.value === "open" ? "open" : "fixed")}>
                <option value="fixed">{t("fixed")}</option>
                <option value="open">{t("open")}</option>
              </SelectField>
            </div>
            {draft.kind === "fixed" ? (
              <>
                <TextField label={t("price")} inputMode="decimal" placeholder="50.00" {...form.field("amount")} required />
                <label className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" checked={draft.quantity_enabled} onChange={(event) => form.setValue("quantity_enabled", event.target.checked)} />
                  {t("quantityEnabled")}
                </label>
                {draft.quantity_enabled ? (
                  <TextField label={t("maxQuantity")} type="number" min={1} {...form.field("max_quantity")} />
                ) : null}
              </>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label={t("minimum")} inputMode="decimal" {...form.field("min_amount")} />
                <TextField label={t("maximum")} inputMode="decimal" {...form.field("max_amount")} />
              </div>
            )}
            <FormError form={form} />
            <Button type="submit" disabled={form.isPending}>{form.isPending ? t("creating") : t("create")}</Button>
          </>
        )}
      </Form>
    </Card>
  );
}
