// Structured one-line JSON logs; error details stay here and never reach clients. A failed query
// is logged with its SQL but not its parameters' text: they carry customers' e-mails and CPFs.
import { env } from "@/kernel/env";

const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

type FailedQuery = Error & { query: string; params: unknown[] };

/** drizzle's DrizzleQueryError and PGlite's error both carry the statement and its parameters. */
const isFailedQuery = (error: Error): error is FailedQuery =>
  typeof (error as Partial<FailedQuery>).query === "string" && Array.isArray((error as Partial<FailedQuery>).params);

/**
 * Numbers (ids, counts) stay, so a line still says which invoice; text, dates and JSON are
 * replaced by their kind and size: an e-mail, a name and a CPF look alike to the log.
 */
export function redactParameter(value: unknown): unknown {
  if (value === null || value === undefined || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "string") return `[text, ${value.length} characters]`;
  if (Array.isArray(value)) return `[array of ${value.length}]`;
  return `[${typeof value}]`;
}

/** The stack's frames without its first line, which repeats the message (and so the parameters). */
const framesOf = (error: Error) => {
  const stack = error.stack ?? "";
  const firstFrame = stack.indexOf("\n    at ");
  return firstFrame === -1 ? undefined : stack.slice(firstFrame + 1);
};

function serialize(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  if (isFailedQuery(value)) {
    const message = value.message.startsWith("Failed query") ? "Failed query" : value.message;
    return {
      name: value.name,
      message,
      query: value.query,
      params: value.params.map(redactParameter),
      stack: `${value.name}: ${message}\n${framesOf(value) ?? ""}`,
      cause: serialize(value.cause),
    };
  }
  return { name: value.name, message: value.message, stack: value.stack, cause: serialize(value.cause) };
}

/** A request for the log: its path and the names of its query parameters, never their values. */
export function requestFields(request: Request) {
  const url = new URL(request.url);
  return { method: request.method, path: url.pathname, queryParameters: [...new Set(url.searchParams.keys())] };
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (levels[level] < levels[env.LOG_LEVEL]) return;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, message };
  for (const [key, value] of Object.entries(fields)) entry[key] = serialize(value);
  const line = JSON.stringify(entry, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value));
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
