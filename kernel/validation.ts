// Input validation shared by REST, tRPC and the services that parse their own input: zod issues as
// the `errors` list of the error body, one entry per field, naming it.
import { z, type ZodError, type ZodType } from "zod";
import { AppError, type FieldError } from "@/kernel/errors";
import { findUnstorableText } from "@/kernel/storable";

export function fieldErrors(error: ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    const full = [prefix, path].filter(Boolean).join(".");
    return { path: full || "(body)", message: issue.message };
  });
}

/**
 * Text the database cannot store is refused whatever the schema: one rule for every body, query
 * and path parameter. Its errors come first, then the schema's for the other fields.
 */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, where: "body" | "query" | "params"): T {
  // Body and query fields are named alone (`amount`, `quantityPerPage`); path parameters keep
  // their `params.` prefix, since a path segment is not a field the caller names.
  const prefix = where === "params" ? where : undefined;
  const unstorable = findUnstorableText(value, prefix);
  const result = schema.safeParse(value);
  if (result.success && unstorable.length === 0) return result.data;
  const named = new Set(unstorable.map((error) => error.path));
  const others = result.success ? [] : fieldErrors(result.error, prefix).filter((error) => !named.has(error.path));
  throw new AppError("invalid_input", `The request ${where === "body" ? "body" : where} is invalid.`, {
    errors: [...unstorable, ...others],
  });
}

/** A string field whose absence says "is required" rather than zod's type message. */
export const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") });

/** Free text that must say something once trimmed, within `max` characters (descriptions, names, references). */
export const nonBlankText = (max: number) =>
  z.string("must be a string").trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

/** An ISO 8601 timestamp as answers carry it: documented as `date-time`. */
export const dateTimeText = () => z.string().meta({ format: "date-time" });

/**
 * Text whose values the answers keep to a fixed list, though the column holding it is plain text:
 * documented as an enum (so generated clients type it), checked against live answers by the tests.
 */
export const textOneOf = (values: readonly string[]) => z.string().meta({ enum: [...values] });

/** Accepts any letter case and answers the upper-case code. */
export const upperCaseEnum = <const T extends readonly [string, ...string[]]>(values: T, description: string) =>
  text()
    // Documented as its codes in upper and lower case (what clients send); any case is accepted.
    .meta({ enum: [...values, ...values.map((value) => value.toLowerCase())] })
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(values, { error: `must be one of ${values.join(", ")}` }))
    .describe(description);
