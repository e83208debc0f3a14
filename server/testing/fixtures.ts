// Test users: through the real services with a working API key (createUser), or inserted directly
// when a test needs many quickly (insertMerchant).
import { randomBytes } from "node:crypto";
import type { Database } from "@/db/client";
import { users, type Role } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { createApiKey } from "@/server/auth/api-keys";
import { createUser as createUserService } from "@/server/users/create-user";

/** A merchant inserted directly (no password hash to compute), with its sandbox and tolerance settings. */
export async function insertMerchant(
  db: Database,
  options: { sandbox?: boolean; toleranceBps?: number; role?: "merchant" | "operator" | "admin" } = {},
) {
  const [user] = await db
    .insert(users)
    .values({
      email: `merchant-${randomBytes(6).toString("hex")}@example.test`,
      passwordHash: "not-a-real-hash",
      name: "Test merchant",
      role: options.role ?? "merchant",
      sandbox: options.sandbox ?? false,
      underpaymentToleranceBps: options.toleranceBps ?? 0,
    })
    .returning();
  if (!user) throw new Error("user insert returned no row");
  return user;
}

export const TEST_PASSWORD = "correct horse battery staple";

export async function createUser(db: Database, options: { role?: Role; sandbox?: boolean; email?: string; name?: string } = {}) {
  const email = options.email ?? `user-${randomBytes(6).toString("hex")}@example.com`;
  const user = await createUserService(db, "system", {
    email,
    password: TEST_PASSWORD,
    name: options.name ?? "Test User",
    role: options.role ?? "merchant",
    sandbox: options.sandbox ?? false,
  });
  const key = await createApiKey(db, { userId: user.id, name: "test" });
  const actor: Actor = { userId: user.id, role: user.role };
  return { user, actor, token: key.token };
}

/** fetch with a bearer token and a JSON body. */
export async function api(
  baseUrl: string,
  pathname: string,
  options: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: {
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return {
    status: response.status,
    headers: response.headers,
    // Tests read arbitrary JSON shapes; the assertions are the type check here.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: body as any,
  };
}
