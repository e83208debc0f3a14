import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createUser } from "@/server/testing/fixtures";
import { createCallerFactory } from "./init";
import { appRouter } from "./root";

const createCaller = createCallerFactory(appRouter);

async function callerFor(role: "merchant" | "operator" | "admin" | null) {
  const db = await getDb();
  const actor = role ? (await createUser(db, { role })).actor : null;
  return createCaller({ db, actor, requestId: "test" });
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "OK";
  } catch (error) {
    return error instanceof TRPCError ? error.code : "UNEXPECTED";
  }
}

describe("tRPC procedures by role", () => {
  it("refuses admin procedures to merchants and operators with FORBIDDEN", async () => {
    expect(await codeOf((await callerFor("merchant")).users.list())).toBe("FORBIDDEN");
    expect(await codeOf((await callerFor("operator")).users.list())).toBe("FORBIDDEN");
    expect(
      await codeOf(
        (await callerFor("merchant")).users.create({ email: "x@example.com", password: "long enough pw", name: "X" }),
      ),
    ).toBe("FORBIDDEN");
  });

  it("lets admins list and create users and switch sandbox mode", async () => {
    const admin = await callerFor("admin");
    const created = await admin.users.create({ email: "new@example.com", password: "long enough pw", name: "New", role: "merchant" });
    expect(created.role).toBe("merchant");
    expect((await admin.users.setSandbox({ userId: created.id, sandbox: true })).sandbox).toBe(true);
    expect((await admin.users.list()).some((user) => user.email === "new@example.com")).toBe(true);
  });

  it("answers UNAUTHORIZED without a session", async () => {
    expect(await codeOf((await callerFor(null)).apiKeys.list())).toBe("UNAUTHORIZED");
  });

  it("reports field errors of invalid input as BAD_REQUEST", async () => {
    const admin = await callerFor("admin");
    expect(await codeOf(admin.users.create({ email: "nope", password: "short", name: "" }))).toBe("BAD_REQUEST");
  });

  it("keeps API keys to their owner", async () => {
    const first = await callerFor("merchant");
    const second = await callerFor("merchant");
    const key = await first.apiKeys.create({ name: "mine" });
    expect((await second.apiKeys.list()).map((item) => item.name)).not.toContain("mine");
    expect(await codeOf(second.apiKeys.revoke({ id: key.id }))).toBe("NOT_FOUND");
  });
});

describe("tRPC errors over HTTP", () => {
  it("lists each invalid input field in data.fieldErrors, as REST lists them in errors", async () => {
    const db = await getDb();
    const { actor } = await createUser(db, { role: "admin" });
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: new Request("http://localhost/api/trpc/users.create", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "nope", password: "short", name: "Ana" }),
      }),
      router: appRouter,
      createContext: async () => ({ db, actor, requestId: "test" }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.data.appCode).toBe("invalid_input");
    expect(body.error.data.fieldErrors.map((error: { path: string }) => error.path).sort()).toEqual(["email", "password"]);
    expect(body.error.data.stack).toBeUndefined();
  });

  it("maps AppError to its tRPC code with its message and code", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const response = await fetchRequestHandler({
      endpoint: "/api/trpc",
      req: new Request(`http://localhost/api/trpc/users.list?input=${encodeURIComponent("{}")}`),
      router: appRouter,
      createContext: async () => ({ db, actor, requestId: "test" }),
    });
    expect(response.status).toBe(403);
    const body = await response.json();
    expect(body.error.data.appCode).toBe("forbidden");
    expect(body.error.message).toBe("Your role does not allow this.");
  });
});
