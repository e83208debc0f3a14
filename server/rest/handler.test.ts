import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/db/client";
import { revokeApiKey, createApiKey } from "@/server/auth/api-keys";
import { AppError } from "@/kernel/errors";
import { createUser } from "@/server/testing/fixtures";
import { withApiKey } from "./handler";
import { envelope, json } from "./responses";

const echo = withApiKey(
  {
    body: z.object({ amount: z.number().positive(), name: z.string().max(5) }),
    query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
    params: z.object({ id: z.string().regex(/^\d+$/, "must be numeric") }),
  },
  async ({ actor, body, query, params }) => envelope(200, "success", { actor, body, query, params }),
);
const boom = withApiKey({}, async () => {
  throw new Error("secret database detail");
});
const conflict = withApiKey({}, async () => {
  throw new AppError("wallet_not_configured");
});
const plain = withApiKey({}, async () => json(200, { ok: true }));

const call = (handler: typeof echo, init: RequestInit & { url?: string; params?: Record<string, string> } = {}) =>
  handler(new Request(init.url ?? "http://localhost/api/x/1?page=2", init), {
    params: Promise.resolve(init.params ?? { id: "1" }),
  });

async function token() {
  const db = await getDb();
  return (await createUser(db)).token;
}

describe("REST wrapper", () => {
  it("resolves the bearer key and parses body, query and params", async () => {
    const key = await token();
    const response = await call(echo, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ amount: 10, name: "Ana" }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ status: 200, code: "success", response: { body: { amount: 10 }, query: { page: 2 }, params: { id: "1" } } });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ["no header", {}],
    ["a malformed header", { authorization: "Token abc" }],
    ["an unknown key", { authorization: `Bearer ponte_${"x".repeat(43)}` }],
  ])("answers 401 with WWW-Authenticate for %s", async (_label, headers) => {
    const response = await call(plain, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.json()).toMatchObject({ status: 401, code: "unauthorized", message: expect.any(String) });
  });

  it("never accepts a key in the query string", async () => {
    const key = await token();
    const response = await call(plain, { url: `http://localhost/api/x?api_key=${key}&token=${key}` });
    expect(response.status).toBe(401);
  });

  it("answers 401 for a revoked key at once", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const key = await createApiKey(db, { userId: actor.userId, name: "k" });
    expect((await call(plain, { headers: { authorization: `Bearer ${key.token}` } })).status).toBe(200);
    await revokeApiKey(db, actor, { id: key.id });
    expect((await call(plain, { headers: { authorization: `Bearer ${key.token}` } })).status).toBe(401);
  });

  it("lists every invalid field in a 400", async () => {
    const key = await token();
    const response = await call(echo, {
      method: "POST",
      url: "http://localhost/api/x/abc?page=0",
      params: { id: "abc" },
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ amount: -1, name: "too long" }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe("invalid_input");
    const paths = body.errors.map((error: { path: string }) => error.path).sort();
    expect(paths).toEqual(["params.id"]);
  });

  it("reports each body field that is wrong", async () => {
    const key = await token();
    const response = await call(echo, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ amount: -1, name: "too long" }),
    });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.errors.map((error: { path: string }) => error.path).sort()).toEqual(["amount", "name"]);
    expect(body.errors.every((error: { message: string }) => error.message.length > 0)).toBe(true);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const key = await token();
    const response = await call(echo, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("invalid_json");
  });

  it("answers 413 above 64 KiB", async () => {
    const key = await token();
    const response = await call(echo, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ amount: 1, name: "x".repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("payload_too_large");
  });

  it("maps AppError to its status and code", async () => {
    const key = await token();
    const response = await call(conflict, { headers: { authorization: `Bearer ${key}` } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ status: 422, code: "wallet_not_configured" });
  });

  it("hides unknown errors behind a request id", async () => {
    const key = await token();
    const response = await call(boom, { headers: { authorization: `Bearer ${key}` } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret database detail");
    const body = JSON.parse(text);
    expect(body).toMatchObject({ status: 500, code: "internal_error", request_id: response.headers.get("x-request-id") });
  });
});
