// The formatting helpers bound to the reader's language and zone, for components (server or
// client, not async); async server components use getFormat (get-format.ts).
import { useLocale, useTimeZone } from "next-intl";
import { defaultTimeZone } from "@/kernel/locales";
import { boundFormat, type Format } from "./bound-format";

export type { Format } from "./bound-format";

export function useFormat(): Format {
  return boundFormat(useLocale(), useTimeZone() ?? defaultTimeZone);
}
