// The OpenAPI 3.1 document, assembled from each domain's operations and the zod schemas they parse
// with. Adding an operation: write its object in its domain's api-operations.ts and list its domain's
// operations below; the status codes every route shares (400, 401, 405, 413, 415, 500, and 409/422
// with an Idempotency-Key) are added here, and the live-answers test records its examples.
import { z } from "zod";
import { checkoutSessionOperations } from "@/server/checkout-sessions/api-operations";
import { cryptoOperations } from "@/server/crypto/api-operations";
import { invoicesOperations } from "@/server/invoices/api-operations";
import { sandboxClaimOperations, sandboxPaymentOperations } from "@/server/sandbox/api-operations";
import { paymentLinkOperations } from "@/server/payment-links/api-operations";
import { pixOperations } from "@/server/pix/api-operations";
import { eventsOperations } from "@/server/events/api-operations";
import { webhooksOperations } from "@/server/webhooks/api-operations";
import { withdrawalOperations } from "@/server/withdrawals/api-operations";
import { env, gatewayBaseUrl } from "@/kernel/env";
import type { ApiOperation } from "@/kernel/api-operation";
import { platformOperations } from "./platform-operations";
import { SchemaComponents, type JsonSchema } from "./json-schema";
import { operationExample, schemaExamples } from "./examples";
import { webhookDescriptions } from "./webhooks";

export const errorBody = z
  .object({
    status: z.number().int().describe("The HTTP status, repeated."),
    code: z.string().describe("snake_case error code, e.g. invalid_input, wallet_not_configured."),
    message: z.string().describe("A sentence for humans."),
    errors: z
      .array(z.object({ path: z.string().describe("The field: `amount`, `payment_details.pay_address`, `quantityPerPage`, `params.id`."), message: z.string() }))
      .optional()
      .describe("Validation errors only: one entry per invalid field."),
    request_id: z.string().optional().describe("500 only: quote it to support."),
  })
  .meta({ id: "Error", description: "The body of every error." });

export const allOperations = (): ApiOperation[] => [
  ...platformOperations,
  ...cryptoOperations,
  ...pixOperations,
  ...invoicesOperations,
  ...webhooksOperations,
  ...eventsOperations,
  ...sandboxPaymentOperations,
  ...withdrawalOperations,
  ...sandboxClaimOperations,
  ...checkoutSessionOperations,
  ...paymentLinkOperations,
];

export const tags = [
  { name: "Crypto payments", description: "Payments in BTC, ETH and tokens, to an address of your own wallet." },
  { name: "PIX", description: "Payments in BRL with a PIX QR code, through your PSP." },
  { name: "Invoices", description: "Read and list every invoice: payments, refunds and payouts." },
  { name: "Refunds and payouts", description: "Money you send from your own wallet: a refund of a payment, or a payout to anyone." },
  { name: "Webhooks", description: "Events: delivered to your endpoint with 3 retries, and kept in the event feed." },
  { name: "Checkout sessions", description: "An amount without a rail: the payer chooses PIX or a crypto asset on the hosted page." },
  { name: "Payment links", description: "Reusable links that sell one thing: each visit that pays starts a checkout session." },
  { name: "Sandbox", description: "Simulated payments and claims, for sandbox merchants." },
  { name: "Platform", description: "Health and the background tick." },
];

const errorRef = { $ref: "#/components/schemas/Error" };

const headers = {
  "WWW-Authenticate": {
    description: "The Bearer challenge: `Bearer realm=\"ponte\"`, with `error=\"invalid_token\"` for a malformed, unknown or revoked key.",
    schema: { type: "string" },
  },
  "Retry-After": { description: "Seconds to wait before trying again.", schema: { type: "integer", minimum: 1 } },
  "Idempotent-Replayed": {
    description: "`true` when this is the stored answer of an earlier request with the same Idempotency-Key.",
    schema: { type: "string", enum: ["true"] },
  },
  Allow: { description: "The methods this path accepts.", schema: { type: "string" } },
};
const headerRef = (name: keyof typeof headers) => ({ [name]: { $ref: `#/components/headers/${name}` } });

/** The answers every operation of a kind can give, whatever it does. */
function sharedErrors(operation: ApiOperation): Record<string, string> {
  const security = operation.security ?? "bearer";
  const takesInput = Boolean(operation.body ?? operation.query ?? operation.params);
  const errors: Record<number, string | undefined> = {
    ...(takesInput ? { 400: "`invalid_input` (each field in `errors`)" + (operation.body ? " or `invalid_json`." : ".") } : {}),
    ...(security !== "none" ? { 401: "`unauthorized`: the key is missing, malformed, unknown or revoked." } : {}),
    405: "`method_not_allowed`: this path does not accept that method (`Allow` lists those it does).",
    ...(operation.idempotent
      ? {
          409: "`idempotency_in_progress`: a request with the same Idempotency-Key is in progress.",
          422: "`idempotency_key_reused`: the Idempotency-Key was used with another body.",
        }
      : {}),
    ...(operation.body
      ? { 413: "`payload_too_large`: the body is above 64 KiB.", 415: "`unsupported_media_type`: the body is not JSON." }
      : {}),
    500: "`internal_error`: the body carries a request id.",
  };
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

function headersOf(operation: ApiOperation, status: number) {
  if (status === 401) return headerRef("WWW-Authenticate");
  if (status === 429) return headerRef("Retry-After");
  if (status === 405) return headerRef("Allow");
  if (operation.idempotent && status >= 200 && status < 300) return headerRef("Idempotent-Replayed");
  return undefined;
}

function withExample(content: JsonSchema, example: unknown) {
  return example === undefined ? content : { ...content, example };
}

function responsesOf(operation: ApiOperation, components: SchemaComponents) {
  const statuses = new Map<number, { description: string; schema?: JsonSchema }>();
  for (const [status, description] of Object.entries(sharedErrors(operation))) statuses.set(Number(status), { description });
  for (const [status, response] of Object.entries(operation.responses)) {
    statuses.set(Number(status), {
      description: response.description,
      schema: response.schema ? components.convert(response.schema, "output") : undefined,
    });
  }
  return Object.fromEntries(
    [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, response]) => {
        const schema = response.schema ?? (status >= 400 ? errorRef : undefined);
        const responseHeaders = headersOf(operation, status);
        return [
          String(status),
          {
            description: response.description,
            ...(responseHeaders ? { headers: responseHeaders } : {}),
            ...(schema
              ? { content: { "application/json": withExample({ schema }, operationExample(operation.operationId, status)) } }
              : {}),
          },
        ];
      }),
  );
}

function parametersOf(operation: ApiOperation, components: SchemaComponents) {
  const of = (schema: ApiOperation["query"], location: "query" | "path") => {
    if (!schema) return [];
    const json = components.convert(schema, "input");
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    return Object.entries(properties).map(([name, { description, ...property }]) => ({
      name,
      in: location,
      required: location === "path" || required.has(name),
      ...(description ? { description } : {}),
      schema: property,
    }));
  };
  const idempotencyKey = operation.idempotent
    ? [
        {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Same key and body within 24 h returns the first response again (with `Idempotent-Replayed: true`); another body is 422 idempotency_key_reused; a concurrent duplicate is 409.",
          schema: { type: "string", maxLength: 255 },
        },
      ]
    : [];
  return [...of(operation.params, "path"), ...of(operation.query, "query"), ...idempotencyKey];
}

export function buildOpenApiDocument() {
  const components = new SchemaComponents();
  components.convert(errorBody, "output");
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of allOperations()) {
    const security = operation.security ?? "bearer";
    const parameters = parametersOf(operation, components);
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      operationId: operation.operationId,
      summary: operation.summary,
      description: operation.description ?? operation.summary,
      tags: operation.tags,
      // Paths carry their /api prefix, so a server is the base URL without it.
      ...(operation.gateway ? { servers: [{ url: gatewayBaseUrl().replace(/\/api$/, ""), description: "The gateway host ({gateway_base_url})." }] } : {}),
      security: security === "none" ? [] : [{ [security === "cron" ? "cronSecret" : "apiKey"]: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(operation.body
        ? {
            requestBody: {
              required: true,
              content: {
                "application/json": withExample({ schema: components.convert(operation.body, "input") }, operationExample(operation.operationId, "request")),
              },
            },
          }
        : {}),
      responses: responsesOf(operation, components),
    };
  }
  const webhooks = webhookDescriptions(components);
  const examples = schemaExamples();
  const schemas = Object.fromEntries(
    Object.entries(components.schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, schema]) => [id, examples[id] === undefined ? schema : { ...schema, examples: [examples[id]] }]),
  );
  return {
    openapi: "3.1.0",
    info: {
      title: "Ponte API",
      version: "1.0.0",
      description:
        "Crypto and PIX payment invoicing. Every endpoint takes `Authorization: Bearer <API key>`; keys are created in the dashboard. Errors share one body: `{status, code, message, errors?}`. The reference with examples is at /docs.",
      contact: { name: "Ponte", url: `${env.APP_URL.replace(/\/$/, "")}/docs` },
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: env.APP_URL.replace(/\/$/, ""), description: "This deployment ({base_url})." }],
    tags,
    paths,
    webhooks,
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An API key from the dashboard (ponte_…)." },
        cronSecret: { type: "http", scheme: "bearer", description: "CRON_SECRET, for the background tick." },
      },
      headers,
      schemas,
    },
  };
}

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
let builtDocument: { document: OpenApiDocument; json: string } | undefined;

function builtOnce() {
  if (!builtDocument) {
    const document = buildOpenApiDocument();
    builtDocument = { document, json: JSON.stringify(document) };
  }
  return builtDocument;
}

/**
 * The document, built once per process: it depends only on the code and the configuration, and
 * both are fixed at start. Callers share the one object, so they read it and never change it.
 */
export function openApiDocument(): OpenApiDocument {
  return builtOnce().document;
}

/** The document as served: the same bytes on every request. */
export function openApiDocumentJson(): string {
  return builtOnce().json;
}
