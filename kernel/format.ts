// Numbers, money, dates and durations in the reader's language and zone: pure functions of the
// value and the display settings, bound to the request's settings by useFormat / getFormat. The one
// formatter of the dashboard's pages and charts and of the payer's pages: it imports nothing but the
// kernel (no next-intl), so the payer's bundle can carry it.
import { FIAT_DECIMALS, fiatCurrencies, formatUnits } from "@/kernel/money";
import type { Locale } from "@/kernel/locales";

export type DisplaySettings = { locale: Locale; timeZone: string };

/** Intl accepts exact decimal strings (no float on the way); the ES2022 typings only say number. */
type DecimalFormat = { format(value: number | bigint | string): string };
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options) as DecimalFormat;

const fiatCodes = new Set<string>(fiatCurrencies);

/** A count or plain number: 1.234 in Portuguese, 1,234 in English. */
export function formatNumber(value: number, locale: Locale) {
  return numberFormat(locale, {}).format(value);
}

/** An exact decimal (a rate) to its last digit, grouped the language's way: 512.345,678 / 512,345.678. */
export function formatDecimal(value: string | number, locale: Locale) {
  if (typeof value === "string" && !/^-?\d+(\.\d+)?$/.test(value)) return value;
  return numberFormat(locale, { maximumFractionDigits: 20 }).format(value);
}

/** A fiat amount (number or exact decimal string) with its currency: R$ 1.234,56 / R$1,234.56. */
export function formatMoney(amount: number | string, currency: string, locale: Locale) {
  try {
    return numberFormat(locale, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A fiat amount in minor units (centavos), exactly: 123456n -> R$ 1.234,56 / R$1,234.56. */
export function formatMinor(minor: bigint | string, currency: string, locale: Locale) {
  return formatMoney(formatUnits(BigInt(minor), FIAT_DECIMALS), currency, locale);
}

/** Money rounded to whole units, for a chart's axis: R$ 1.235 / R$1,235. */
export function formatWholeMoney(amount: number, currency: string, locale: Locale) {
  try {
    return numberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${Math.round(amount)} ${currency}`;
  }
}

/**
 * A fiat figure without its currency (a rate), grouped the language's way and with its cents when it
 * has any: "3300" -> 3,300 / 3.300, "350000.5" -> 350,000.50 / 350.000,50; text that is no decimal as is.
 */
export function formatFiatDecimal(decimal: string, locale: Locale = "en") {
  if (!/^\d+(\.\d+)?$/.test(decimal)) return decimal;
  return numberFormat(locale, { minimumFractionDigits: decimal.includes(".") ? FIAT_DECIMALS : 0, maximumFractionDigits: 20 }).format(decimal);
}

/** A share (0.125 for an eighth) as a percentage to one decimal: 12,5% / 12.5%. */
export function formatPercent(share: number, locale: Locale) {
  return numberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(share);
}

/**
 * An amount to pay (or paid) as the exact decimal string the server sent, with its currency code:
 * a fiat rail's with its cents written out (99,90 BRL), crypto to its last digit (0,00043 BTC).
 */
export function formatPayAmount(amount: string, code: string, locale: Locale) {
  const options: Intl.NumberFormatOptions = fiatCodes.has(code)
    ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
    : { maximumFractionDigits: 20 };
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return `${amount} ${code}`;
  return `${numberFormat(locale, options).format(amount)} ${code}`;
}

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** Day and time to the minute: 25/11/2026 14:03 in Portuguese, Nov 25, 2026, 2:03 PM in English. */
export function formatDateTime(value: Date | string | null | undefined, { locale, timeZone }: DisplaySettings) {
  if (!value) return "—";
  const date = toDate(value);
  if (locale === "pt-BR") {
    // Intl puts a comma between the two ("25/11/2026, 14:03"); Brazilian usage writes none.
    const day = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeZone }).format(date);
    const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(date);
    return `${day} ${time}`;
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}

/** The calendar day alone: 25/11/2026 / Nov 25, 2026. */
export function formatDate(value: Date | string, { locale, timeZone }: DisplaySettings) {
  return new Intl.DateTimeFormat(locale, { dateStyle: locale === "pt-BR" ? "short" : "medium", timeZone }).format(toDate(value));
}

/** "há 5 minutos" / "5 minutes ago", "em 2 horas" / "in 2 hours". */
export function formatRelative(value: Date | string, locale: Locale, now = Date.now()) {
  const seconds = Math.round((toDate(value).getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
    ["second", 1],
  ];
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === "second") return format.format(Math.round(seconds / size), unit);
  }
  return "";
}

export type DurationParts = { days: number; hours: number; minutes: number };

/**
 * A span of time as the two largest units a person reads (days and hours, or hours and minutes),
 * rounded down: a deadline never reads later than it is.
 */
export function durationParts(milliseconds: number): DurationParts {
  const totalMinutes = Math.max(0, Math.floor(milliseconds / 60_000));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = days > 0 ? 0 : totalMinutes % 60;
  return { days, hours, minutes };
}
