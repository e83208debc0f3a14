import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/server/testing/fixtures";
import { startApiServer } from "@/server/testing/api-server";

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
    expect(response.body.paths["/api/payments/v2/crypto"].post.servers).toEqual([{ url: "http://localhost:3000" }]);
    expect(response.body.paths["/api/invoices/payment-gateway"].get.servers).toBeUndefined();
  });

  it("lists the Idempotency-Key answers on exactly the operations that honour the header", async () => {
    const response = await api(server.url, "/api/openapi.json");
    const operations = Object.values(response.body.paths as Record<string, Record<string, OpenApiOperation>>).flatMap(
      (methods) => Object.values(methods),
    );
    const idempotent = operations.filter((operation) => operation.parameters?.some((parameter) => parameter.name === "Idempotency-Key"));
    expect(idempotent.map((operation) => operation.operationId).sort()).toEqual(["createCheckoutSession", "createCryptoPayment", "createPayout", "createPixPayment", "createRefund"]);
    for (const operation of operations) {
      const conflict = operation.responses["409"]?.description ?? "";
      expect(conflict.includes("Idempotency-Key")).toBe(idempotent.includes(operation));
    }
    // An operation's own description of a status wins over the shared one.
    expect(response.body.paths["/api/payments/v2/crypto"].post.responses["422"].description).toMatch(/wallet_not_configured/);
  });
});
