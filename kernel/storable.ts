// What PostgreSQL can store, checked where input is parsed (REST bodies, queries and path
// parameters, tRPC inputs), so bad input is a 400 naming the field and never a 500 from the
// statement: text without NUL (U+0000) or lone UTF-16 surrogates, timestamps from year 1 to 9999.
import { z } from "zod";
import type { FieldError } from "@/kernel/errors";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL cannot store this text, or null when it can. */
export function unstorableTextReason(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain the NUL character (U+0000)";
  if (LONE_SURROGATE.test(text)) return "must not contain a lone UTF-16 surrogate (text that is not valid Unicode)";
  return null;
}

/** Enough to name every field of a real form; a body made of thousands stops here. */
const MAX_REPORTED = 20;

/**
 * Every string (and object key) of a parsed value that PostgreSQL cannot store, by path, as the
 * `errors` of a 400. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, prefix?: string): FieldError[] {
  type Step = { key: string; parent: Step | null };
  // `named`: the step's key is an object's property name, itself checked.
  type Pending = { value: unknown; at: Step | null; named?: boolean };
  const errors: FieldError[] = [];
  const pending: Pending[] = [{ value, at: prefix ? { key: prefix, parent: null } : null }];
  const report = (at: Step | null, message: string) => {
    const keys: string[] = [];
    for (let step = at; step; step = step.parent) keys.unshift(step.key);
    errors.push({ path: keys.join(".") || "(body)", message });
  };
  while (pending.length > 0 && errors.length < MAX_REPORTED) {
    const { value: current, at, named } = pending.pop() as Pending;
    const nameReason = named && at ? unstorableTextReason(at.key) : null;
    if (nameReason) {
      report(at, `has a name that ${nameReason}`);
    } else if (typeof current === "string") {
      const reason = unstorableTextReason(current);
      if (reason) report(at, reason);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) pending.push({ value: current[index], at: { key: String(index), parent: at } });
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current).reverse()) pending.push({ value: item, at: { key, parent: at }, named: true });
    }
  }
  return errors;
}

const FIRST_STORABLE_TIME = Date.parse("0001-01-01T00:00:00.000Z");
const LAST_STORABLE_TIME = Date.parse("9999-12-31T23:59:59.999Z");

/** Years 1 to 9999 in UTC, once the zone is applied: what a timestamp column round-trips. */
export const isStorableDate = (date: Date) => date.getTime() >= FIRST_STORABLE_TIME && date.getTime() <= LAST_STORABLE_TIME;

export const unstorableDateMessage = "must be between the years 1 and 9999 (UTC)";

/** Where a date is parsed: after its text became a Date, the range the database can store. */
export const storableDate = z.date().refine(isStorableDate, unstorableDateMessage);
