"use client";
// A PIX charge with a due date on the checkout: the due date, what is owed until it, what the fine
// and interest make of it the day after, and the last day it can be paid.
import type { CheckoutDue } from "@/server/hosted-checkout/get-pix-checkout";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import { fillMessage, type Locale } from "@/components/payer/i18n";
import { formatMoney } from "@/kernel/format";

/** A São Paulo calendar day (YYYY-MM-DD) as people read it: 10/12/2026 or 12/10/2026. */
function formatDay(locale: Locale, day: string) {
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(`${day}T00:00:00Z`));
}

export function PixDueTerms({ due, currency }: { due: CheckoutDue; currency: string }) {
  const { t, locale } = useCheckoutLocale();
  const money = (amount: string) => formatMoney(amount, currency, locale);
  const dayAfter = new Date(Date.parse(`${due.dueDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const changesAfter = due.amountDayAfterDueDate !== due.amountOnDueDate;
  const lastDay = formatDay(locale, due.lastPayableDay);
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-600" data-testid="pix-due-terms">
      <p className="font-medium text-slate-900">{fillMessage(t("pix.due.date"), { date: formatDay(locale, due.dueDate) })}</p>
      <p>{fillMessage(t("pix.due.onDueDate"), { amount: money(due.amountOnDueDate) })}</p>
      <p>
        {changesAfter && due.dueDate < due.lastPayableDay
          ? fillMessage(t("pix.due.afterDueDate"), { amount: money(due.amountDayAfterDueDate), date: formatDay(locale, dayAfter), lastDay })
          : fillMessage(t("pix.due.payableUntil"), { lastDay })}
      </p>
      {due.payerTypesAmount ? <p className="font-medium">{fillMessage(t("pix.due.typeAmount"), { amount: money(due.amountToday) })}</p> : null}
    </div>
  );
}
