import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/kernel/env";
import { api } from "@/server/testing/fixtures";
import { startApiServer } from "@/server/testing/api-server";
import { isCronAuthorized } from "./cron";

let server: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

describe("GET /api/cron/tick", () => {
  it("answers 401 without the cron secret", async () => {
    const response = await api(server.url, "/api/cron/tick");
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("unauthorized");
  });

  it("answers 401 with a wrong secret or an API-key-shaped token", async () => {
    expect((await api(server.url, "/api/cron/tick", { token: "wrong-secret-wrong-secret" })).status).toBe(401);
  });

  it("runs one tick with the secret", async () => {
    const response = await api(server.url, "/api/cron/tick", { token: env.CRON_SECRET });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 200, code: "tick_completed" });
  });

  it("stays closed when no secret is configured", () => {
    expect(isCronAuthorized("Bearer anything", undefined)).toBe(false);
  });
});

describe("GET /api/health", () => {
  it("answers 200 while the database answers", async () => {
    const response = await api(server.url, "/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: "ok", database: "up" });
  });
});
