"use client";
// A payout: an amount in fiat (at today's rate, rounded down) or in crypto, to an address the
// merchant knows or through a claim link; then its page shows the send to make.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { amountProblemKey } from "@/components/withdrawals/refund-form";
import { useFormat } from "@/i18n/use-format";
import { parseAmountInput } from "@/components/invoices/parse-amount-input";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { assetCodes, assets } from "@/vocabulary/assets";
import { fiatCurrencies } from "@/kernel/money";

export function PayoutForm() {
  const format = useFormat();
  const t = useTranslations("payoutForm");
  const tAmount = useTranslations("newPayment.amountInput");
  const errorText = useErrorText();
  const [payCurrency, setPayCurrency] = useState<string>(assetCodes[0] ?? "BTC");
  const [fiatCurrency, setFiatCurrency] = useState<string>("BRL");
  const [unit, setUnit] = useState<"fiat" | "crypto">("fiat");
  const [amount, setAmount] = useState("");
  const [address, setAddress] = useState("");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const create = api.withdrawals.createPayout.useMutation();
  const made = create.data;
  const error = useFieldError(create.error);

  return (
    <Card title={t("title")}>
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          setLocalError(null);
          let amounts: { amount?: number; crypto_amount?: string } = {};
          if (unit === "fiat") {
            const parsed = parseAmountInput(amount);
            if (!parsed.ok) return setLocalError(tAmount(amountProblemKey(parsed)));
            amounts = { amount: parsed.value };
          } else amounts = { crypto_amount: amount.trim().replace(",", ".") };
          create.mutate({
            pay_currency: payCurrency,
            fiat_currency: fiatCurrency,
            ...amounts,
            ...(address.trim() ? { address: address.trim() } : {}),
            ...(name.trim() ? { customer_name: name.trim() } : {}),
            ...(description.trim() ? { description: description.trim() } : {}),
          });
        }}
      >
        <SelectField label={t("send")} value={payCurrency} onChange={(event) => setPayCurrency(event.target.value)} error={error("pay_currency")}>
          {assetCodes.map((code) => (
            <option key={code} value={code}>{assets[code].name}</option>
          ))}
        </SelectField>
        <SelectField label={t("accountedIn")} value={fiatCurrency} onChange={(event) => setFiatCurrency(event.target.value)} error={error("fiat_currency")}>
          {fiatCurrencies.map((code) => (
            <option key={code} value={code}>{code}</option>
          ))}
        </SelectField>
        <SelectField label={t("amountIn")} value={unit} onChange={(event) => setUnit(event.target.value as "fiat" | "crypto")}>
          <option value="fiat">{t("fiatAtToday", { currency: fiatCurrency })}</option>
          <option value="crypto">{payCurrency}</option>
        </SelectField>
        <TextField
          label={t("amount", { currency: unit === "fiat" ? fiatCurrency : payCurrency })}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={localError ?? error("amount") ?? error("crypto_amount")}
        />
        <div className="sm:col-span-2">
          <TextField
            label={t("address")}
            placeholder={t("addressPlaceholder")}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={error("address")}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <TextField label={t("name")} value={name} onChange={(event) => setName(event.target.value)} error={error("customer_name")} />
        <TextField label={t("description")} value={description} onChange={(event) => setDescription(event.target.value)} error={error("description")} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={create.isPending}>{t("submit")}</Button>
          {create.error && !create.error.data?.fieldErrors ? <p role="alert" className="text-sm text-red-700">{errorText(create.error)}</p> : null}
          {made ? (
            <p role="status" className="text-sm text-emerald-700">
              {t.rich(made.status === "AWAITING_ADDRESS" ? "createdAwaiting" : "createdReady", {
                id: made.id,
                amount: format.payAmount(made.amount_due, made.payment_details.pay_currency),
                link: (chunks) => <Link href={`/dashboard/invoices/${made.id}`} className="underline">{chunks}</Link>,
              })}
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
