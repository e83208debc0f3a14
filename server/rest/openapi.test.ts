import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@/server/testing/fixtures";
import { startApiServer } from "@/server/testing/api-server";

let server: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

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
});
