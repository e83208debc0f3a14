// The helpers of format.ts with the reader's language and zone filled in.
import { defaultLocale, isLocale } from "@/kernel/locales";
import * as format from "@/kernel/format";

export function boundFormat(localeName: string, timeZone: string) {
  const locale = isLocale(localeName) ? localeName : defaultLocale;
  const settings = { locale, timeZone };
  return {
    locale,
    timeZone,
    number: (value: number) => format.formatNumber(value, locale),
    decimal: (value: string | number) => format.formatDecimal(value, locale),
    money: (amount: number | string, currency: string) => format.formatMoney(amount, currency, locale),
    payAmount: (amount: string, code: string) => format.formatPayAmount(amount, code, locale),
    dateTime: (value: Date | string | null | undefined) => format.formatDateTime(value, settings),
    date: (value: Date | string) => format.formatDate(value, settings),
    relative: (value: Date | string, now = Date.now()) => format.formatRelative(value, locale, now),
  };
}

export type Format = ReturnType<typeof boundFormat>;
