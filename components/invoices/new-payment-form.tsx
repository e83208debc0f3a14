"use client";
// What the two new-payment forms (crypto and PIX) share: the draft and its field errors, reading the
// typed amount before sending, and the card with the form, the error that is not a field's (with the
// link to the setup it asks for), the submit button and, once created, the result beside it.
import Link from "next/link";
import { useState, type FormEvent, type ReactNode } from "react";
import { fieldErrorOf } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { parseAmountInput } from "./parse-amount-input";

type CreateError = {
  message: string;
  data?: { fieldErrors?: { path: string; message: string }[] | null; appCode?: string | null } | null;
} | null;

export function usePaymentDraft<Draft extends { amount: string }>(initial: Draft | (() => Draft), error: CreateError) {
  const [draft, setDraft] = useState<Draft>(initial);
  /** How the typed amount fails to read as a number; the amount rules themselves are the server's. */
  const [amountInputError, setAmountInputError] = useState<string | null>(null);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const fieldError = (path: keyof Draft & string) => {
    const fromServer = fieldErrorOf(error, path);
    return path === "amount" ? (amountInputError ?? fromServer) : fromServer;
  };
  /** Sends only an amount that reads as a number, as the JSON number the REST contract takes. */
  const submitWith = (send: (amount: number) => void) => (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmountInput(draft.amount);
    setAmountInputError(amount.ok ? null : amount.message);
    if (amount.ok) send(amount.value);
  };
  return { draft, set, fieldError, submitWith };
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
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card title={title} description={description}>
        <form className="space-y-4" noValidate onSubmit={onSubmit}>
          {children}
          {error && !error.data?.fieldErrors ? (
            <p role="alert" className="text-sm text-red-600">
              {error.message}
              {error.data?.appCode === setup.appCode ? (
                <> <Link href={setup.href} className="underline">{setup.label}</Link>.</>
              ) : null}
            </p>
          ) : null}
          <Button type="submit" disabled={isPending}>
            {isPending ? "Creating…" : submitLabel}
          </Button>
        </form>
      </Card>

      {result}
    </div>
  );
}
