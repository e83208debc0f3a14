"use client";
import { fieldErrorOf } from "@/components/field-error";
import Link from "next/link";
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField, TextField } from "@/components/ui/field";
import { CryptoPaymentResult } from "./crypto-payment-result";
import { parseAmountInput } from "./parse-amount-input";

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
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  /** How the typed amount fails to read as a number; the amount rules themselves are the server's. */
  const [amountInputError, setAmountInputError] = useState<string | null>(null);
  const create = api.invoices.createCryptoPayment.useMutation();
  const fieldError = (path: keyof Draft) =>
    fieldErrorOf(create.error, path);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const created = create.data;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title="Crypto payment" description="The amount is converted at the current rate; the customer pays to a fresh address of your wallet.">
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const amount = parseAmountInput(draft.amount);
            setAmountInputError(amount.ok ? null : amount.message);
            // The amount goes as the JSON number the REST contract takes; the server validates it.
            if (amount.ok) create.mutate({ ...draft, amount: amount.value });
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Amount" inputMode="decimal" placeholder="150.00" value={draft.amount} onChange={set("amount")} error={amountInputError ?? fieldError("amount")} required />
            <SelectField label="Fiat currency" value={draft.fiat_currency} onChange={set("fiat_currency")} error={fieldError("fiat_currency")}>
              <option value="BRL">BRL</option>
              <option value="USD">USD</option>
              <option value="EUR">EUR</option>
            </SelectField>
          </div>
          <SelectField label="Pay with" value={draft.pay_currency} onChange={set("pay_currency")} error={fieldError("pay_currency")}>
            <option value="BTC">Bitcoin (BTC)</option>
            <option value="ETH">Ether (ETH)</option>
            <option value="USDTBSC">USDT on BNB Smart Chain (USDTBSC)</option>
          </SelectField>
          <TextField label="Customer name" value={draft.customer_name} onChange={set("customer_name")} error={fieldError("customer_name")} maxLength={200} required />
          <TextField label="Customer e-mail" type="email" value={draft.customer_email} onChange={set("customer_email")} error={fieldError("customer_email")} maxLength={254} required />
          <TextField label="External reference" hint="Your own reference, e.g. the order number." value={draft.external_reference} onChange={set("external_reference")} error={fieldError("external_reference")} maxLength={255} required />
          {create.error && !create.error.data?.fieldErrors ? (
            <p role="alert" className="text-sm text-red-600">
              {create.error.message}
              {create.error.data?.appCode === "wallet_not_configured" ? (
                <> <Link href="/dashboard/wallets" className="underline">Register a wallet</Link>.</>
              ) : null}
            </p>
          ) : null}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create payment"}
          </Button>
        </form>
      </Card>

      {created ? <CryptoPaymentResult payment={created} /> : null}
    </div>
  );
}
