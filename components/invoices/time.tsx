"use client";
import { useTranslations } from "next-intl";
import { useFormat } from "@/i18n/use-format";
import { describeExpiry } from "./expiry";
import { useInvoiceLabels } from "./use-invoice-labels";

/** Relative time (or a given wording of it) with the exact time below, on hover and for assistive technology. */
export function Time({ value, relative, className }: { value: string; relative?: string; className?: string }) {
  const format = useFormat();
  return (
    <time dateTime={value} title={new Date(value).toISOString()}>
      <span className={className}>{relative ?? format.relative(value)}</span>
      <span className="block text-xs text-slate-500">{format.dateTime(value)}</span>
    </time>
  );
}

/** The payment deadline: counts down only while the invoice is open; a closed invoice shows it as a fact. */
export function ExpiryTime({ value, status }: { value: string; status: string }) {
  const format = useFormat();
  const labels = useInvoiceLabels();
  const t = { expiry: useTranslations("expiry"), duration: useTranslations("duration") };
  const expiry = describeExpiry({ status, statusName: labels.status(status), expiresAt: value, locale: format.locale, t });
  const tone = { countdown: undefined, overdue: "text-amber-800", closed: "text-slate-600" }[expiry.state];
  return <Time value={value} relative={expiry.text} className={tone} />;
}
