"use client";
// Creates a payment link: a fixed amount (optionally times a quantity) or one the payer types
// between a minimum and a maximum (the server enforces both).
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { fieldErrorOf } from "@/components/field-error";
import { parseAmountInput } from "@/components/invoices/parse-amount-input";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
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
  const [draft, setDraft] = useState<Draft>(initial);
  const create = api.paymentLinks.create.useMutation({
    onSuccess: () => {
      setDraft(initial);
      onCreated();
    },
  });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const error = (path: string) => fieldErrorOf(create.error, path);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fixed = draft.kind === "fixed";
    create.mutate({
      title: draft.title,
      description: blankToUndefined(draft.description),
      image_url: blankToUndefined(draft.image_url),
      currency: draft.currency,
      amount: fixed ? (amountOf(draft.amount) ?? Number.NaN) : undefined,
      min_amount: fixed ? undefined : amountOf(draft.min_amount),
      max_amount: fixed ? undefined : amountOf(draft.max_amount),
      quantity_enabled: fixed && draft.quantity_enabled,
      max_quantity: fixed && draft.quantity_enabled && draft.max_quantity !== "" ? Number(draft.max_quantity) : undefined,
    });
  };
  return (
    <Card title={t("title")} description={t("description")}>
      <form className="space-y-4" noValidate onSubmit={submit}>
        <TextField label={t("linkTitle")} value={draft.title} onChange={set("title")} error={error("title")} maxLength={120} required />
        <TextField label={t("details")} value={draft.description} onChange={set("description")} error={error("description")} maxLength={500} />
        <TextField label={t("imageUrl")} type="url" placeholder={t("imageUrlExample")} hint={t("imageUrlHint")} value={draft.image_url} onChange={set("image_url")} error={error("image_url")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t("currency")} value={draft.currency} onChange={set("currency")} error={error("currency")}>
            {fiatCurrencies.map((currency) => (
              <option key={currency} value={currency}>{currency}</option>
            ))}
          </SelectField>
          <SelectField label={t("amount")} value={draft.kind} onChange={set("kind")}>
            <option value="fixed">{t("fixed")}</option>
            <option value="open">{t("open")}</option>
          </SelectField>
        </div>
        {draft.kind === "fixed" ? (
          <>
            <TextField label={t("price")} inputMode="decimal" placeholder="50.00" value={draft.amount} onChange={set("amount")} error={error("amount")} required />
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={draft.quantity_enabled} onChange={(event) => setDraft((current) => ({ ...current, quantity_enabled: event.target.checked }))} />
              {t("quantityEnabled")}
            </label>
            {draft.quantity_enabled ? (
              <TextField label={t("maxQuantity")} type="number" min={1} value={draft.max_quantity} onChange={set("max_quantity")} error={error("max_quantity")} />
            ) : null}
          </>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("minimum")} inputMode="decimal" value={draft.min_amount} onChange={set("min_amount")} error={error("min_amount")} />
            <TextField label={t("maximum")} inputMode="decimal" value={draft.max_amount} onChange={set("max_amount")} error={error("max_amount")} />
          </div>
        )}
        {create.error && !create.error.data?.fieldErrors ? <p role="alert" className="text-sm text-red-600">{create.error.message}</p> : null}
        <Button type="submit" disabled={create.isPending}>{create.isPending ? t("creating") : t("create")}</Button>
      </form>
    </Card>
  );
}
