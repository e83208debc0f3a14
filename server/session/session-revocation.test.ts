import { TRPCError } from "@trpc/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { authClient, cookieHeader } from "@/server/testing/auth-client";
import { createUser, TEST_PASSWORD } from "@/server/testing/fixtures";
import { createTrpcContext } from "@/server/trpc/context";
import { createCallerFactory } from "@/server/trpc/init";
import { appRouter } from "@/server/trpc/root";
import { resolveApiKey } from "@/server/auth/api-keys";

// The request the dashboard's server code is answering: its headers (the session cookie) and the
// cookies a server action sets.
const request = vi.hoisted(() => ({ headers: new Headers(), setCookies: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: () => undefined,
    set: (name: string, value: string) => request.setCookies.set(name, value),
  }),
}));

beforeEach(() => {
  request.headers = new Headers();
  request.setCookies.clear();
});

const createCaller = createCallerFactory(appRouter);
/** What Next.js adds to every request it hands to the app. */
const nextHeaders = { host: "localhost:3000", "x-forwarded-proto": "http", "x-forwarded-for": "203.0.113.200" };

/** The dashboard's tRPC procedures as a browser with these cookies calls them. */
async function dashboardAs(cookies: Map<string, string>) {
  request.headers = new Headers({ ...nextHeaders, cookie: cookieHeader(cookies) });
  return createCaller(await createTrpcContext());
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: unknown) => (error instanceof TRPCError ? error.code : String(error)),
  );

async function signedIn(role: "merchant" | "admin" = "merchant") {
  const created = await createUser(await getDb(), { role });
  const browser = authClient(`203.0.113.${100 + Math.floor(Math.random() * 90)}`);
  expect((await browser.signIn(created.user.email, TEST_PASSWORD)).status).toBe(302);
  return { ...created, browser, cookies: new Map(browser.cookies) };
}

describe("dashboard sessions", () => {
  it("a session works on tRPC until the user signs out, and the old token never again", async () => {
    const { user, browser, cookies } = await signedIn();
    expect((await (await dashboardAs(cookies)).users.me()).email).toBe(user.email);
    await browser.signOut();
    expect(await codeOf((await dashboardAs(cookies)).users.me())).toBe("UNAUTHORIZED");
  });

  it("signing out on one device ends the user's sessions on every device", async () => {
    const { user, cookies: laptop } = await signedIn();
    const phone = authClient("198.51.100.31");
    await phone.signIn(user.email, TEST_PASSWORD);
    await phone.signOut();
    expect(await codeOf((await dashboardAs(laptop)).users.me())).toBe("UNAUTHORIZED");
  });

  it("changing the password needs the current one and ends every session, this one included", async () => {
    const { user, cookies } = await signedIn();
    const dashboard = await dashboardAs(cookies);
    const wrong = await dashboard.users.changePassword({ currentPassword: "not it at all", newPassword: "a brand new password" }).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(TRPCError);
    expect((wrong as TRPCError).code).toBe("BAD_REQUEST");
    expect((await dashboard.users.me()).email).toBe(user.email);

    expect(await dashboard.users.changePassword({ currentPassword: TEST_PASSWORD, newPassword: "a brand new password" })).toEqual({ signedOut: true });
    expect(await codeOf((await dashboardAs(cookies)).users.me())).toBe("UNAUTHORIZED");
    const again = authClient("198.51.100.32");
    expect((await again.signIn(user.email, TEST_PASSWORD)).headers.get("location")).toMatch(/code=credentials$/);
    expect((await again.signIn(user.email, "a brand new password")).status).toBe(302);
    expect((await again.session())?.user?.email).toBe(user.email);
  });

  it.each([
    ["too short", { currentPassword: TEST_PASSWORD, newPassword: "short" }, "newPassword"],
    ["the same as before", { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }, "newPassword"],
    ["without the current one", { currentPassword: "", newPassword: "a brand new password" }, "currentPassword"],
  ])("refuses a new password %s, naming the field", async (_case, input, field) => {
    const { cookies } = await signedIn();
    const error = await (await dashboardAs(cookies)).users.changePassword(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
    expect(JSON.stringify((error as TRPCError).cause)).toContain(field);
  });

  it("an admin disabling a user ends their sessions, refuses their sign-in and their API keys; enabling lets them sign in again", async () => {
    const admin = await signedIn("admin");
    const { user, token, cookies } = await signedIn();
    const db = await getDb();
    expect(await resolveApiKey(db, token)).not.toBeNull();

    const disabled = await (await dashboardAs(admin.cookies)).users.setDisabled({ userId: user.id, disabled: true });
    expect(disabled.disabledAt).toBeInstanceOf(Date);
    expect(await codeOf((await dashboardAs(cookies)).users.me())).toBe("UNAUTHORIZED");
    expect(await resolveApiKey(db, token)).toBeNull();
    const refused = await authClient("198.51.100.33").signIn(user.email, TEST_PASSWORD);
    expect(refused.headers.get("location")).toMatch(/code=credentials$/);

    await (await dashboardAs(admin.cookies)).users.setDisabled({ userId: user.id, disabled: false });
    const back = authClient("198.51.100.34");
    expect((await back.signIn(user.email, TEST_PASSWORD)).status).toBe(302);
    expect((await (await dashboardAs(back.cookies)).users.me()).email).toBe(user.email);
    // The old session stays ended.
    expect(await codeOf((await dashboardAs(cookies)).users.me())).toBe("UNAUTHORIZED");
  });

  it.each([
    ["a merchant disabling someone", "merchant", "other", "FORBIDDEN"],
    ["an admin disabling themselves", "admin", "self", "CONFLICT"],
  ] as const)("refuses %s", async (_case, role, target, code) => {
    const actor = await signedIn(role);
    const other = await createUser(await getDb());
    const userId = target === "self" ? actor.user.id : other.user.id;
    expect(await codeOf((await dashboardAs(actor.cookies)).users.setDisabled({ userId, disabled: true }))).toBe(code);
  });
});

describe("the sign-in form's action", () => {
  it("says how long to wait once the account is throttled, as it says a password is wrong before", async () => {
    const { signInWithPassword } = await import("./actions");
    const { user } = await createUser(await getDb());
    request.headers = new Headers({ ...nextHeaders, "x-forwarded-for": "203.0.113.250" });
    const form = (password: string) => {
      const data = new FormData();
      data.set("email", user.email);
      data.set("password", password);
      data.set("next", "/dashboard");
      return data;
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await signInWithPassword({ error: null }, form("not the password"))).toEqual({ error: "wrong_credentials" });
    }
    const throttled = await signInWithPassword({ error: null }, form(TEST_PASSWORD));
    // The form words it in the reader's language from the kind and the wait.
    expect(throttled.error).toBe("throttled");
    expect(throttled.retryAfterSeconds).toBeGreaterThan(25);
    expect(request.setCookies.has("authjs.session-token")).toBe(false);
  });
});
