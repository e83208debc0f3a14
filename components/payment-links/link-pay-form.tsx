"use client";
// A payment link's page: the product, the amount (fixed, or typed within the link's limits) and the
// quantity; paying starts a checkout session of this visit and opens its rail chooser.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { fieldErrorOf } from "@/components/field-error";
import { parseAmountInput } from "@/components/invoices/parse-amount-input";
import { Button } from "@/components/ui/button";
import type { getPublicLink } from "@/server/payment-links/pay-link";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import { fillMessage } from "@/components/payer/i18n";
import { formatMoney } from "@/kernel/format";
import { rpcMutation, useRpcMutation } from "@/components/payer/public-rpc";

type ActiveLink = Extract<Awaited<ReturnType<typeof getPublicLink>>, { active: true }>;

export function LinkPayForm({ slug, link }: { slug: string; link: ActiveLink }) {
  const { t, locale } = useCheckoutLocale();
  const router = useRouter();
  const [amountText, setAmountText] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [inputError, setInputError] = useState<string | null>(null);
  const start = useRpcMutation((input: { slug: string; quantity?: number; amount?: number }) => rpcMutation("paymentLinks", "start", input), {
    onSuccess: ({ sessionId }) => router.push(`/pay/${sessionId}`),
  });
  const money = (amount: number) => formatMoney(amount.toFixed(2), link.currency, locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = link.quantityEnabled ? Number(quantity) : undefined;
    if (link.amount !== null) {
      start.mutate({ slug, quantity: count });
      return;
    }
    const parsed = parseAmountInput(amountText);
    setInputError(parsed.ok ? null : parsed.message);
    if (parsed.ok) start.mutate({ slug, amount: parsed.value });
  };
  const amountError = inputError ?? fieldErrorOf(start.error, "amount");
  const quantityError = fieldErrorOf(start.error, "quantity");

  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      {link.imageUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- the merchant's image, from any https site
        <img src={link.imageUrl} alt="" className="max-h-56 w-full rounded-lg object-cover" />
      ) : null}
      <div>
        {/* The store's name is the page's h1 (the shell's header). */}
        <h2 className="text-xl font-semibold text-slate-900">{link.title}</h2>
        {link.description ? <p className="mt-1 text-sm text-slate-600">{link.description}</p> : null}
      </div>
      {link.amount !== null ? (
        <p className="text-3xl font-semibold tracking-tight" data-testid="checkout-amount">{money(link.amount)}</p>
      ) : (
        <div>
          <label htmlFor="link-amount" className="block text-sm font-medium text-slate-700">{t("link.amountLabel")} ({link.currency})</label>
          <input
            id="link-amount"
            inputMode="decimal"
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-lg"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            aria-describedby="link-amount-hint"
            aria-invalid={amountError ? true : undefined}
          />
          <p id="link-amount-hint" className="mt-1 text-xs text-slate-600">
            {fillMessage(t("link.amountRange"), { min: money(link.minAmount), max: money(link.maxAmount) })}
          </p>
          {amountError ? <p role="alert" className="mt-1 text-sm text-red-600">{amountError}</p> : null}
        </div>
      )}
      {link.quantityEnabled ? (
        <div>
          <label htmlFor="link-quantity" className="block text-sm font-medium text-slate-700">{t("link.quantity")}</label>
          <input
            id="link-quantity"
            type="number"
            min={1}
            max={link.maxQuantity ?? undefined}
            className="mt-1 w-24 rounded-md border border-slate-300 px-3 py-2"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          {quantityError ? <p role="alert" className="mt-1 text-sm text-red-600">{quantityError}</p> : null}
        </div>
      ) : null}
      {start.error && !start.error.data?.fieldErrors ? <p role="alert" className="text-sm text-red-600">{start.error.message}</p> : null}
      <Button type="submit" className="w-full" disabled={start.isPending} data-testid="link-pay">
        {t("link.pay")}
      </Button>
    </form>
  );
}
