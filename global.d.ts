// next-intl's typing: message keys are checked against the English catalog, locales against ours.
import type messages from "@/messages/en.json";
import type { Locale } from "@/kernel/locales";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
