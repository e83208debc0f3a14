"use client";
// A date in the payer's own time zone and language. The server knows neither, so the first HTML (and
// the render that hydrates it) shows UTC, and the browser's time follows at once.
import { useHydrated } from "@/components/ui/use-hydrated";
import { useCheckoutLocale } from "./checkout-locale";

const formats = {
  time: { hour: "2-digit", minute: "2-digit" },
  dateTime: { dateStyle: "short", timeStyle: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export function LocalTime({ value, format }: { value: string; format: keyof typeof formats }) {
  const { locale } = useCheckoutLocale();
  const hydrated = useHydrated();
  const date = new Date(value);
  const text = hydrated
    ? date.toLocaleString(locale, formats[format])
    : `${date.toLocaleString(locale, { ...formats[format], timeZone: "UTC" })} UTC`;
  return <time dateTime={value}>{text}</time>;
}
