"use client";
// What the two new-payment forms (crypto and PIX) share: the draft and its field errors, reading the
// typed amount before sending, and the card with the form, the error that is not a field's (with the
// link to the setup it asks for), the submit button and, once created, the result beside it.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type FormEvent, type ReactNode } from "react";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { amountInputMessages, parseAmountInput } from "./parse-amount-input";

type CreateError = {
  message: string;
  data?: { fieldErrors?: { path: string; message: string }[] | null; appCode?: string | null } | null;
} | null;

type AmountProblem = keyof typeof amountInputMessages;
const amountProblemOf = (message: string) =>
  (Object.keys(amountInputMessages) as AmountProblem[]).find((key) => amountInputMessages[key] === message) ?? "malformed";

export function usePaymentDraft<Draft extends { amount: string }>(initial: Draft | (() => Draft), error: CreateError) {
  const t = useTranslations("newPayment.amountInput");
  const [draft, setDraft] = useState<Draft>(initial);
  /** How the typed amount fails to read as a number; the amount rules themselves are the server's. */
  const [amountProblem, setAmountProblem] = useState<AmountProblem | null>(null);
  const serverError = useFieldError(error);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const fieldError = (path: keyof Draft & string) => {
    if (path === "amount" && amountProblem) return t(amountProblem);
    return serverError(path);
  };
  /**
   * Sends the form even when the typed amount does not read as a number (as NaN, which the server's
   * schema refuses and nothing is created), so every other field's error shows in the same answer.
   */
  const submitWith = (send: (amount: number) => void) => (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmountInput(draft.amount);
    setAmountProblem(amount.ok ? null : amountProblemOf(amount.message));
    send(amount.ok ? amount.value : Number.NaN);
  };
  /** After a payment is created the form starts blank again, its errors gone. */
  const reset = () => {
    setDraft(typeof initial === "function" ? initial() : initial);
    setAmountProblem(null);
  };
  return { draft, set, fieldError, submitWith, reset };
}

export function NewPaymentForm({ title, description, onSubmit, error, setup, isPending, submitLabel, result, children }: {
  title: string;
  description: string;
  onSubmit: (event: FormEvent) => void;
  error: CreateError;
  /** The error code that means a setup is missing, and the link that fixes it. */
  setup: { appCode: string; href: string; label: string };
  isPending: boolean;
  submitLabel: string;
  result: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations("newPayment");
  const errorText = useErrorText();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title={title} description={description}>
        <form className="space-y-4" noValidate onSubmit={onSubmit}>
          {children}
          {error && !error.data?.fieldErrors ? (
            <p role="alert" className="text-sm text-red-600">
              {errorText(error)}
              {error.data?.appCode === setup.appCode ? (
                <> <Link href={setup.href} className="underline">{setup.label}</Link>.</>
              ) : null}
            </p>
          ) : null}
          <Button type="submit" disabled={isPending}>
            {isPending ? t("creating") : submitLabel}
          </Button>
        </form>
      </Card>

      {result}
    </div>
  );
}
