// zod issues as the `errors` list of the error body: one entry per field, naming it.
import type { ZodError, ZodType } from "zod";
import { AppError, type FieldError } from "@/server/errors";

export function fieldErrors(error: ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    const full = [prefix, path].filter(Boolean).join(".");
    return { path: full || "(body)", message: issue.message };
  });
}

export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, where: "body" | "query" | "params"): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError("invalid_input", `The request ${where === "body" ? "body" : where} is invalid.`, {
    errors: fieldErrors(result.error, where === "body" ? undefined : where),
  });
}
