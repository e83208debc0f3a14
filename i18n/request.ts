// next-intl's request configuration: the signed-in user's language and zone from their settings,
// else the browser's language (Portuguese first) and the São Paulo zone. No locale in the URL.
import { headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getDb } from "@/db/client";
import { defaultTimeZone, localeFromAcceptLanguage, type Locale } from "@/kernel/locales";
import { getSessionActor } from "@/server/session/get-session-actor";
import { getPreferences } from "@/server/users/preferences";
import { messagesOf } from "./messages";

async function displaySettings(): Promise<{ locale: Locale; timeZone: string }> {
  const browserLocale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  const db = await getDb();
  const actor = await getSessionActor(db);
  if (!actor) return { locale: browserLocale, timeZone: defaultTimeZone };
  const preferences = await getPreferences(db, actor);
  return { locale: preferences.locale ?? browserLocale, timeZone: preferences.timeZone };
}

export default getRequestConfig(async () => {
  const { locale, timeZone } = await displaySettings();
  return { locale, timeZone, messages: await messagesOf(locale) };
});
