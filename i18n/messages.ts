// The message catalogs, one JSON file per language; English is the reference the types follow.
import type { Locale } from "@/kernel/locales";

export async function messagesOf(locale: Locale) {
  const catalog = locale === "pt-BR" ? await import("@/messages/pt-BR.json") : await import("@/messages/en.json");
  return catalog.default;
}
