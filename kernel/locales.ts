// The dashboard's languages and zones: ground level, read by the user settings' schema and by the
// page's request configuration (i18n/request.ts).
export const locales = ["pt-BR", "en"] as const;
export type Locale = (typeof locales)[number];
/** Brazilian merchants first: a browser that names neither language gets Portuguese. */
export const defaultLocale: Locale = "pt-BR";
export const defaultTimeZone = "America/Sao_Paulo";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (locales as readonly string[]).includes(value);

/** Whether the runtime knows the IANA zone (Intl throws a RangeError for an unknown one). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return value.length <= 64;
  } catch {
    return false;
  }
}

/**
 * The first of the browser's languages (by q weight, then order) that the dashboard speaks, matched
 * on the primary subtag (pt-PT reads pt-BR, en-GB reads en); the default when none matches.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], weight: quality === undefined ? 1 : Number(quality), order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { language } of ranked) {
    if (language === "pt") return "pt-BR";
    if (language === "en") return "en";
  }
  return defaultLocale;
}
