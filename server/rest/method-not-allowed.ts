// 405 for the methods a route does not implement, with the error body and an Allow header: Next.js's
// own 405 (for a method the route file does not export) carries neither. A route file exports this
// handler under each method it refuses.
import { randomUUID } from "node:crypto";
import { AppError, errorBody } from "@/kernel/errors";
import { json, toResponse } from "./responses";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

/** The Allow header of a route: Next.js answers HEAD from GET and OPTIONS by itself. */
export function allowHeader(implemented: readonly HttpMethod[]): string {
  const methods = new Set<HttpMethod>([...implemented, "OPTIONS"]);
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort().join(", ");
}

export function methodNotAllowed(implemented: readonly HttpMethod[]): () => Response {
  const allow = allowHeader(implemented);
  const error = new AppError("method_not_allowed", `This path accepts ${allow}.`, { headers: { allow } });
  return () => toResponse(json(error.status, errorBody(error), error.headers), randomUUID());
}
