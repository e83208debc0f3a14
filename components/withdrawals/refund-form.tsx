"use client";
// A refund of any amount up to what is left: the crypto received, a fiat amount at the payment's
// rate or at today's, or a crypto amount; to an address the merchant knows, or through the claim link.
// A PIX refund is all that is left or an amount in reais, back to the payer's account (no address).
import { useTranslations } from "next-intl";
import { useState } from "react";
import { amountInputMessages, parseAmountInput, type ParsedAmount } from "@/components/invoices/parse-amount-input";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { useFormat } from "@/i18n/use-format";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import type { WithdrawalBasis } from "@/server/withdrawals/schemas";

const bases = ["received", "invoice_rate", "current_rate", "crypto"] as const satisfies readonly WithdrawalBasis[];
const pixBases = ["received", "invoice_rate"] as const satisfies readonly WithdrawalBasis[];

/** The catalog key of a typed amount's problem. */
export const amountProblemKey = (parsed: Extract<ParsedAmount, { ok: false }>) =>
  (Object.keys(amountInputMessages) as (keyof typeof amountInputMessages)[]).find((key) => amountInputMessages[key] === parsed.message) ?? "malformed";

type Payment = { currency: string; rate: string | null; payment_details: { pay_currency: string } };
/** The refund as the create answered it: listed under the payment before the list is read again. */
export type RefundMade = InvoiceObject;

export function RefundForm({ invoiceId, payment, left, onCreated, rail = "crypto" }: {
  invoiceId: number;
  payment: Payment;
  left: string;
  onCreated: (message: string, made: RefundMade) => void;
  rail?: "crypto" | "pix";
}) {
  const format = useFormat();
  const t = useTranslations("refundForm");
  const tAmount = useTranslations("newPayment.amountInput");
  const errorText = useErrorText();
  const [basis, setBasis] = useState<WithdrawalBasis>("received");
  const [amount, setAmount] = useState("");
  const [address, setAddress] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const create = api.withdrawals.createRefund.useMutation({
    onSuccess: (made) => {
      setAmount("");
      setAddress("");
      const amount = format.payAmount(made.amount_due, made.payment_details.pay_currency);
      onCreated(
        made.status === "AWAITING_ADDRESS"
          ? t("createdAwaiting", { id: made.id, amount })
          : made.status === "PROCESSING"
            ? t("createdProcessing", { id: made.id, amount })
            : made.status === "COMPLETED"
              ? t("createdReturned", { id: made.id, amount })
              : t("created", { id: made.id, amount }),
        made,
      );
    },
  });
  const currency = payment.payment_details.pay_currency;
  const fiat = basis === "invoice_rate" || basis === "current_rate";
  const fieldError = useFieldError(create.error);
  const amountError = localError ?? fieldError(fiat ? "refund.amount" : "refund.crypto_amount");

  return (
    <form
      aria-label={t("label")}
      className="grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        setLocalError(null);
        let refund: { basis: WithdrawalBasis; amount?: number; crypto_amount?: string; address?: string } = { basis };
        if (fiat) {
          const parsed = parseAmountInput(amount);
          if (!parsed.ok) return setLocalError(tAmount(amountProblemKey(parsed)));
          refund = { ...refund, amount: parsed.value };
        }
        if (basis === "crypto") refund = { ...refund, crypto_amount: amount.trim().replace(",", ".") };
        if (address.trim()) refund = { ...refund, address: address.trim() };
        create.mutate({ invoiceId, refund });
      }}
    >
      <SelectField label={t("label")} value={basis} onChange={(event) => setBasis(event.target.value as WithdrawalBasis)}>
        {(rail === "pix" ? pixBases : bases).map((option) => (
          <option key={option} value={option}>{rail === "pix" && option === "invoice_rate" ? t("pixBases.invoice_rate") : t(`bases.${option}`)}</option>
        ))}
      </SelectField>
      {basis === "received" ? (
        <p className="self-end pb-2 text-sm text-slate-600">{format.payAmount(left, currency)}</p>
      ) : (
        <TextField
          label={t("amount", { currency: fiat ? payment.currency : currency })}
          inputMode="decimal"
          placeholder={fiat ? t("fiatPlaceholder") : left}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
          hint={rail === "pix" ? t("atMostLeft") : basis === "invoice_rate" && payment.rate ? t("atRate", { currency, rate: format.decimal(payment.rate), fiat: payment.currency }) : t("roundedDown")}
        />
      )}
      {rail === "crypto" ? (
        <div className="sm:col-span-2">
          <TextField
            label={t("address")}
            placeholder={t("addressPlaceholder")}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={fieldError("address") ?? fieldError("refund.address")}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      ) : null}
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>{t("submit")}</Button>
        {create.error && !create.error.data?.fieldErrors ? (
          <p role="alert" className="text-sm text-red-700">{errorText(create.error)}</p>
        ) : null}
      </div>
    </form>
  );
}
