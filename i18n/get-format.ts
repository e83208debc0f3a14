// The formatting helpers bound to the request's language and zone, for async server components.
import { getLocale, getTimeZone } from "next-intl/server";
import { defaultLocale, defaultTimeZone, isLocale, type Locale } from "@/kernel/locales";
import { boundFormat, type Format } from "./bound-format";

export async function getFormat(): Promise<Format> {
  return boundFormat(await getLocale(), (await getTimeZone()) ?? defaultTimeZone);
}

/** The request's language (the user's setting, else the browser's) as one the dashboard speaks. */
export async function getDashboardLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
