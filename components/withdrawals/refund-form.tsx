"use client";
import { useFormat } from "@/i18n/use-format";
// A refund of any amount up to what is left: the crypto received, a fiat amount at the payment's
// rate or at today's, or a crypto amount; to an address the merchant knows, or through the claim link.
import { useState } from "react";
import { fieldErrorOf } from "@/components/field-error";
import { parseAmountInput } from "@/components/invoices/parse-amount-input";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import type { WithdrawalBasis } from "@/server/withdrawals/schemas";

const bases: { basis: WithdrawalBasis; label: string }[] = [
  { basis: "received", label: "All that is left" },
  { basis: "invoice_rate", label: "A fiat amount at the payment's rate" },
  { basis: "current_rate", label: "A fiat amount at today's rate" },
  { basis: "crypto", label: "A crypto amount" },
];

type Payment = { currency: string; rate: string | null; payment_details: { pay_currency: string } };

export function RefundForm({ invoiceId, payment, left, onCreated }: {
  invoiceId: number;
  payment: Payment;
  left: string;
  onCreated: (message: string) => void;
}) {
  const format = useFormat();
  const [basis, setBasis] = useState<WithdrawalBasis>("received");
  const [amount, setAmount] = useState("");
  const [address, setAddress] = useState("");
  const [localError, setLocalError] = useState<string | null>(null);
  const create = api.withdrawals.createRefund.useMutation({
    onSuccess: (made) => {
      setAmount("");
      setAddress("");
      onCreated(
        `Refund #${made.id} created: ${format.payAmount(made.amount_due, made.payment_details.pay_currency)}${made.status === "AWAITING_ADDRESS" ? ", waiting for the payer's address" : ""}.`,
      );
    },
  });
  const currency = payment.payment_details.pay_currency;
  const fiat = basis === "invoice_rate" || basis === "current_rate";
  const amountError = localError ?? fieldErrorOf(create.error, fiat ? "refund.amount" : "refund.crypto_amount");

  return (
    <form
      aria-label="Refund"
      className="grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        setLocalError(null);
        let refund: { basis: WithdrawalBasis; amount?: number; crypto_amount?: string; address?: string } = { basis };
        if (fiat) {
          const parsed = parseAmountInput(amount);
          if (!parsed.ok) return setLocalError(parsed.message);
          refund = { ...refund, amount: parsed.value };
        }
        if (basis === "crypto") refund = { ...refund, crypto_amount: amount.trim().replace(",", ".") };
        if (address.trim()) refund = { ...refund, address: address.trim() };
        create.mutate({ invoiceId, refund });
      }}
    >
      <SelectField label="Refund" value={basis} onChange={(event) => setBasis(event.target.value as WithdrawalBasis)}>
        {bases.map((option) => (
          <option key={option.basis} value={option.basis}>{option.label}</option>
        ))}
      </SelectField>
      {basis === "received" ? (
        <p className="self-end pb-2 text-sm text-slate-600">{format.payAmount(left, currency)}</p>
      ) : (
        <TextField
          label={fiat ? `Amount (${payment.currency})` : `Amount (${currency})`}
          inputMode="decimal"
          placeholder={fiat ? "50.00" : left}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
          hint={basis === "invoice_rate" && payment.rate ? `At 1 ${currency} = ${payment.rate} ${payment.currency}, rounded down.` : "Rounded down, never above what is left."}
        />
      )}
      <div className="sm:col-span-2">
        <TextField
          label="Payer's address (optional)"
          placeholder="Leave empty to send the payer a claim link"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={fieldErrorOf(create.error, "address") ?? fieldErrorOf(create.error, "refund.address")}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={create.isPending}>Create refund</Button>
        {create.error && !create.error.data?.fieldErrors ? (
          <p role="alert" className="text-sm text-red-700">{create.error.message}</p>
        ) : null}
      </div>
    </form>
  );
}
