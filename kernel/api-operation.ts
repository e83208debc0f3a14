// One REST operation: what the OpenAPI document describes and what its route handler parses with
// (body, query and path schemas, idempotency), written once in its domain's api-operations.ts.
import type { ZodType } from "zod";

export type ApiOperation<TBody = unknown, TQuery = unknown, TParams = unknown> = {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI style path, e.g. /api/invoices/payment-gateway/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  body?: ZodType<TBody>;
  query?: ZodType<TQuery>;
  params?: ZodType<TParams>;
  /** Accepts an Idempotency-Key header (POST create endpoints). */
  idempotent?: boolean;
  /** Served from {gateway_base_url} (GATEWAY_BASE_URL) rather than {base_url}: the crypto payment endpoint. */
  gateway?: boolean;
  /** bearer (an API key, the default), none (public) or cron (CRON_SECRET). */
  security?: "bearer" | "none" | "cron";
  responses: Record<number, { description: string; schema?: ZodType }>;
};

/** Keeps an operation's schema types, so the route that serves it parses into them. */
export const apiOperation = <TBody = undefined, TQuery = undefined, TParams = Record<string, never>>(
  operation: ApiOperation<TBody, TQuery, TParams>,
) => operation;
