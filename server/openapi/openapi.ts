// The OpenAPI 3.1 document, assembled from each domain's operations and the zod schemas they parse with.
import { z, type ZodType } from "zod";
import { checkoutSessionOperations } from "@/server/checkout-sessions/api-operations";
import { cryptoOperations } from "@/server/crypto/api-operations";
import { invoicesOperations } from "@/server/invoices/api-operations";
import { lifecycleOperations } from "@/server/invoices/lifecycle/api-operations";
import { pixOperations } from "@/server/pix/api-operations";
import { webhooksOperations } from "@/server/webhooks/api-operations";
import { withdrawalOperations } from "@/server/withdrawals/api-operations";
import { env, gatewayBaseUrl } from "@/server/env";
import type { ApiOperation } from "@/server/api-operation";
import { platformOperations } from "./platform-operations";

export const errorBody = z
  .object({
    status: z.number().int().describe("The HTTP status, repeated."),
    code: z.string().describe("snake_case error code, e.g. invalid_input, wallet_not_configured."),
    message: z.string().describe("A sentence for humans."),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe("Validation errors only: one entry per invalid field."),
    request_id: z.string().optional().describe("500 only: quote it to support."),
  })
  .describe("The body of every error.");

const allOperations = (): ApiOperation[] => [
  ...platformOperations,
  ...cryptoOperations,
  ...invoicesOperations,
  ...pixOperations,
  ...webhooksOperations,
  ...lifecycleOperations,
  ...withdrawalOperations,
  ...checkoutSessionOperations,
];

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: "draft-2020-12", unrepresentable: "any" }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: ZodType | undefined, location: "query" | "path") {
  if (!schema) return [];
  const json = schemaOf(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    description: property.description,
    schema: property,
  }));
}

const standardErrors: Record<number, string> = {
  400: "Invalid input: `errors` lists each field.",
  401: "The API key is missing, malformed, unknown or revoked.",
  500: "Internal error; the body carries a request id.",
};

/** What Idempotency-Key adds to every operation that honours it. */
const idempotencyErrors: Record<number, string> = {
  409: "A request with the same Idempotency-Key is in progress.",
  422: "`idempotency_key_reused`: the Idempotency-Key was used with another body.",
};

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of allOperations()) {
    const security = operation.security ?? "bearer";
    const errorResponses = Object.fromEntries(
      Object.entries({ ...standardErrors, ...(operation.idempotent ? idempotencyErrors : {}) })
        .filter(([status]) => !(status === "401" && security === "none"))
        .map(([status, description]) => [
          status,
          { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        ]),
    );
    const responses = Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [
        status,
        {
          description: response.description,
          ...(response.schema
            ? { content: { "application/json": { schema: schemaOf(response.schema, "output") } } }
            : Number(status) >= 400
              ? { content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } }
              : {}),
        },
      ]),
    );
    const parameters = [
      ...parametersOf(operation.params, "path"),
      ...parametersOf(operation.query, "query"),
      ...(operation.idempotent
        ? [
            {
              name: "Idempotency-Key",
              in: "header",
              required: false,
              description:
                "Same key and body within 24 h returns the first response again; another body is 422 idempotency_key_reused; a concurrent duplicate is 409.",
              schema: { type: "string", maxLength: 255 },
            },
          ]
        : []),
    ];
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      operationId: operation.operationId,
      summary: operation.summary,
      description: operation.description,
      tags: operation.tags,
      // Paths carry their /api prefix, so a server is the base URL without it.
      servers: operation.gateway ? [{ url: gatewayBaseUrl().replace(/\/api$/, "") }] : undefined,
      security: security === "none" ? [] : [{ [security === "cron" ? "cronSecret" : "apiKey"]: [] }],
      parameters: parameters.length ? parameters : undefined,
      requestBody: operation.body
        ? { required: true, content: { "application/json": { schema: schemaOf(operation.body, "input") } } }
        : undefined,
      responses: { ...errorResponses, ...responses },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Ponte API",
      version: "1.0.0",
      description:
        "Crypto and PIX payment invoicing. Every endpoint takes `Authorization: Bearer <API key>`; keys are created in the dashboard. Errors share one body: `{status, code, message, errors?}`.",
    },
    servers: [{ url: env.APP_URL.replace(/\/$/, "") }],
    components: {
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "An API key from the dashboard (ponte_…)." },
        cronSecret: { type: "http", scheme: "bearer", description: "CRON_SECRET, for the background tick." },
      },
      schemas: { Error: schemaOf(errorBody, "output") },
    },
    paths,
  };
}
