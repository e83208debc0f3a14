import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/server/testing/fixtures";
import { startApiServer } from "@/server/testing/api-server";
import { buildOpenApiDocument, openApiDocument, openApiDocumentJson } from "./openapi";

let server: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

type OpenApiOperation = {
  operationId: string;
  parameters?: { name: string }[];
  responses: Record<string, { description: string }>;
};

describe("GET /api/openapi.json", () => {
  it("serves an OpenAPI 3.1 document with the shared error body and bearer security", async () => {
    const response = await api(server.url, "/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe("3.1.0");
    expect(response.body.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(response.body.components.schemas.Error.required).toEqual(
      expect.arrayContaining(["status", "code", "message"]),
    );
    expect(response.body.paths["/api/health"].get.operationId).toBe("getHealth");
    // {gateway_base_url} defaults to APP_URL/api, so the crypto endpoint's server is APP_URL.
    expect(response.body.paths["/api/payments/v2/crypto"].post.servers).toEqual([expect.objectContaining({ url: "http://localhost:3000" })]);
    expect(response.body.paths["/api/invoices/payment-gateway"].get.servers).toBeUndefined();
  });

  it("builds the document once per process and serves the same bytes on every request", async () => {
    expect(openApiDocument()).toBe(openApiDocument());
    expect(openApiDocumentJson()).toBe(JSON.stringify(buildOpenApiDocument()));
    const first = await fetch(`${server.url}/api/openapi.json`);
    const second = await fetch(`${server.url}/api/openapi.json`);
    expect(first.headers.get("content-type")).toBe("application/json");
    const firstText = await first.text();
    expect(await second.text()).toBe(firstText);
    expect(firstText).toBe(openApiDocumentJson());
  });

  it("lists the Idempotency-Key answers on exactly the operations that honour the header", async () => {
    const response = await api(server.url, "/api/openapi.json");
    const operations = Object.values(response.body.paths as Record<string, Record<string, OpenApiOperation>>).flatMap(
      (methods) => Object.values(methods),
    );
    const idempotent = operations.filter((operation) => operation.parameters?.some((parameter) => parameter.name === "Idempotency-Key"));
    expect(idempotent.map((operation) => operation.operationId).sort()).toEqual(["createCheckoutSession", "createCryptoPayment", "createPaymentLink", "createPayout", "createPixPayment", "createRefund"]);
    for (const operation of operations) {
      const conflict = operation.responses["409"]?.description ?? "";
      expect(conflict.includes("Idempotency-Key")).toBe(idempotent.includes(operation));
    }
    // An operation's own description of a status wins over the shared one.
    expect(response.body.paths["/api/payments/v2/crypto"].post.responses["422"].description).toMatch(/wallet_not_configured/);
  });

  it("names the shared schemas, types what the answers carry and lists every code a route can answer", async () => {
    const document = (await api(server.url, "/api/openapi.json")).body;
    const schemas = document.components.schemas;
    for (const name of ["CryptoPayment", "Invoice", "PaymentDetails", "PixPaymentRecord", "Pagination", "WebhookResendResult", "Error", "InvoiceEvent", "EventPage", "PaymentLink", "PaymentLinkPage"]) {
      expect(schemas[name], name).toBeDefined();
    }
    expect(schemas.CryptoPayment.properties.redirect_url.type).toEqual(["string", "null"]);
    expect(schemas.CryptoPayment.properties.currency.enum).toEqual(["BRL", "USD", "EUR"]);
    expect(schemas.PixPaymentRecord.properties.status.enum).toContain("PAID");
    expect(schemas.Invoice.properties.createdAt.format).toBe("date-time");
    const list = document.paths["/api/invoices/payment-gateway"].get;
    expect(list.responses["200"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/InvoicePage" });
    const create = document.paths["/api/payments/v2/crypto"].post;
    expect(Object.keys(create.responses)).toEqual(["201", "400", "401", "405", "409", "413", "415", "422", "500", "503"]);
    expect(create.responses["201"].headers).toHaveProperty("Idempotent-Replayed");
    expect(create.responses["401"].headers).toHaveProperty("WWW-Authenticate");
    expect(document.paths["/api/invoices/resend-webhook/{id}"].post.responses["429"].headers).toHaveProperty("Retry-After");
    expect(document.webhooks["invoice.paid"].post.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/InvoiceEvent",
    });
  });
});
