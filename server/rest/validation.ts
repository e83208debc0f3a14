// zod issues as the `errors` list of the error body: one entry per field, naming it.
import type { ZodError, ZodType } from "zod";
import { AppError, type FieldError } from "@/server/errors";
import { findUnstorableText } from "@/server/storable";

export function fieldErrors(error: ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    const full = [prefix, path].filter(Boolean).join(".");
    return { path: full || "(body)", message: issue.message };
  });
}

/**
 * Text the database cannot store is refused before the schema sees it, whatever the schema: one
 * rule for every body, query and path parameter.
 */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, where: "body" | "query" | "params"): T {
  const prefix = where === "body" ? undefined : where;
  const message = `The request ${where === "body" ? "body" : where} is invalid.`;
  const unstorable = findUnstorableText(value, prefix);
  if (unstorable.length > 0) throw new AppError("invalid_input", message, { errors: unstorable });
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError("invalid_input", message, { errors: fieldErrors(result.error, prefix) });
}
