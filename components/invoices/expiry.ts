// How the dashboard words an invoice's payment deadline: a countdown only while money is still
// expected, in hours and minutes or days (never a clock face), in the reader's language.
import { durationParts, formatRelative } from "@/kernel/format";
import { expirableStatuses, isOpenStatus } from "@/vocabulary/invoice-states";
import type { Locale } from "@/kernel/locales";

export type ExpiryDescription = {
  /** countdown: open and still in time; overdue: open but past the deadline; closed: the deadline is moot. */
  state: "countdown" | "overdue" | "closed";
  text: string;
};

type ExpiryKey = "countdown" | "overdue" | "justNow" | "expired" | "expiredUndated" | "closed";
type DurationKey = "days" | "hours" | "minutes" | "underMinute";
/** The catalog's `expiry` and `duration` messages (next-intl translators, or createTranslator in tests). */
export type ExpiryTranslators = {
  expiry: (key: ExpiryKey, values?: Record<string, string | number>) => string;
  duration: (key: DurationKey, values?: Record<string, string | number>) => string;
};

/** "23 h 59 min", "1 dia", "2 days 3 h", "5 min": the time left as a person says it. */
export function describeDuration(milliseconds: number, t: ExpiryTranslators["duration"]): string {
  const { days, hours, minutes } = durationParts(milliseconds);
  if (days > 0) return t("days", { days, hours });
  if (hours > 0) return t("hours", { hours, minutes });
  if (minutes > 0) return t("minutes", { minutes });
  return t("underMinute");
}

export function describeExpiry({ status, statusName, expiresAt, now = Date.now(), locale, t }: {
  status: string;
  /** The status as the reader's language names it. */
  statusName: string;
  expiresAt: string | Date;
  now?: number;
  locale: Locale;
  t: ExpiryTranslators;
}): ExpiryDescription {
  const deadline = typeof expiresAt === "string" ? new Date(expiresAt) : expiresAt;
  const passed = deadline.getTime() <= now;
  // Within a minute of the deadline the relative format says "now", which reads wrong after "passed".
  const ago = Math.abs(deadline.getTime() - now) < 60_000 ? t.expiry("justNow") : formatRelative(deadline, locale, now);
  // A withdrawal's deadline is its claim link's, running while it waits for the receiver's address.
  if (isOpenStatus(status) || (expirableStatuses.WITHDRAWAL as readonly string[]).includes(status)) {
    // An open invoice past its deadline waits for the next expiry run (or, while CONFIRMING, for its
    // confirmations): say the deadline passed rather than count down into the past.
    return passed
      ? { state: "overdue", text: t.expiry("overdue", { ago }) }
      : { state: "countdown", text: t.expiry("countdown", { duration: describeDuration(deadline.getTime() - now, t.duration) }) };
  }
  // The deadline of an expired invoice is when it expired: a past fact, worth its relative time.
  if (status === "EXPIRED") return { state: "closed", text: passed ? t.expiry("expired", { ago }) : t.expiry("expiredUndated") };
  // Any other status (paid, canceled, or one added later) no longer waits for money.
  return { state: "closed", text: t.expiry("closed", { status: statusName }) };
}
