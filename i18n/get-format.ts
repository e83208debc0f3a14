// The formatting helpers bound to the request's language and zone, for async server components.
import { getLocale, getTimeZone } from "next-intl/server";
import { defaultTimeZone } from "@/server/locales";
import { boundFormat, type Format } from "./bound-format";

export async function getFormat(): Promise<Format> {
  return boundFormat(await getLocale(), (await getTimeZone()) ?? defaultTimeZone);
}
