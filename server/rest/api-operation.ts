// One REST operation as the OpenAPI document describes it, built from the zod schemas handlers use.
import type { ZodType } from "zod";

export type ApiOperation = {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI style path, e.g. /api/invoices/payment-gateway/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  body?: ZodType;
  query?: ZodType;
  params?: ZodType;
  /** Accepts an Idempotency-Key header (POST create endpoints). */
  idempotent?: boolean;
  /** Served from {gateway_base_url} (GATEWAY_BASE_URL) rather than {base_url}: the crypto payment endpoint. */
  gateway?: boolean;
  /** bearer (an API key, the default), none (public) or cron (CRON_SECRET). */
  security?: "bearer" | "none" | "cron";
  responses: Record<number, { description: string; schema?: ZodType }>;
};
