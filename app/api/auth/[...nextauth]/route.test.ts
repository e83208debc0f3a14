import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createUser, TEST_PASSWORD } from "@/server/testing/fixtures";
import { authClient as client } from "@/server/testing/auth-client";

describe("POST /api/auth/callback/credentials", () => {
  it("answers five wrong passwords with the usual redirect, then 429 with Retry-After and the wait in words", async () => {
    const { user } = await createUser(await getDb());
    const browser = client("203.0.113.10");
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await browser.signIn(user.email, "not the password");
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toMatch(/\/login\?error=CredentialsSignin&code=credentials$/);
    }
    const throttled = await browser.signIn(user.email, TEST_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(25);
    expect(Number(throttled.headers.get("retry-after"))).toBeLessThanOrEqual(30);
    expect(throttled.headers.get("location")).toBeNull();
    expect(await throttled.json()).toEqual({
      status: 429,
      code: "sign_in_throttled",
      message: "Too many attempts; try again in 1 minute.",
    });
    // Even the right password is not checked while the account waits.
    expect(await browser.session()).toBeNull();
  });

  it("answers an unknown e-mail exactly as a wrong password, throttled included", async () => {
    const { user } = await createUser(await getDb());
    const answers = async (email: string, address: string) => {
      const browser = client(address);
      const seen: string[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const response = await browser.signIn(email, "not the password");
        seen.push(`${response.status} ${response.headers.get("location") ?? ""} ${JSON.stringify(await response.text())}`);
      }
      return seen;
    };
    const known = await answers(user.email, "203.0.113.20");
    const unknown = await answers("nobody-here@example.com", "203.0.113.21");
    // Retry-After may differ by the second that passed between the runs; the bodies and statuses may not.
    expect(unknown).toEqual(known);
    expect(known.slice(5).every((line) => line.startsWith("429 "))).toBe(true);
  });

  it("gives next-auth's own client its JSON answer with a 429 and Retry-After", async () => {
    const browser = client("203.0.113.30");
    for (let attempt = 0; attempt < 5; attempt += 1) await browser.signIn("json-client@example.com", "wrong password");
    const throttled = await browser.signIn("json-client@example.com", "wrong password", { "x-auth-return-redirect": "1" });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toMatch(/^\d+$/);
    const { url } = (await throttled.json()) as { url: string };
    expect(new URL(url).searchParams.get("error")).toBe("CredentialsSignin");
    expect(new URL(url).searchParams.get("code")).toMatch(/^sign_in_throttled:\d+$/);
  });

  it("throttles one address guessing across many accounts, not the others", async () => {
    const sprayer = client("198.51.100.77");
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await sprayer.signIn(`victim-${attempt}@example.com`, "Winter2026!")).status).toBe(302);
    }
    expect((await sprayer.signIn("victim-20@example.com", "Winter2026!")).status).toBe(429);
    const { user } = await createUser(await getDb());
    const neighbour = client("198.51.100.78");
    expect((await neighbour.signIn(user.email, TEST_PASSWORD)).status).toBe(302);
    expect((await neighbour.session())?.user?.email).toBe(user.email);
  });

  it("starts the account from zero after a successful sign-in", async () => {
    const { user } = await createUser(await getDb());
    const browser = client("203.0.113.40");
    for (let attempt = 0; attempt < 4; attempt += 1) await browser.signIn(user.email, "not the password");
    expect((await browser.signIn(user.email, TEST_PASSWORD)).status).toBe(302);
    expect((await browser.session())?.user?.email).toBe(user.email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await client("203.0.113.41").signIn(user.email, "not the password")).status).toBe(302);
    }
  });
});

describe("POST /api/auth/signout", () => {
  it("ends the session: the token taken before signing out no longer opens one", async () => {
    const { user } = await createUser(await getDb());
    const browser = client("203.0.113.50");
    await browser.signIn(user.email, TEST_PASSWORD);
    const stolen = browser.cookies.get("authjs.session-token");
    expect(stolen).toBeTruthy();
    expect((await browser.session())?.user?.email).toBe(user.email);

    expect((await browser.signOut()).status).toBe(302);
    const replay = client("198.51.100.99");
    replay.cookies.set("authjs.session-token", stolen ?? "");
    expect(await replay.session()).toBeNull();
    // Signing in again opens a new session.
    await browser.signIn(user.email, TEST_PASSWORD);
    expect((await browser.session())?.user?.email).toBe(user.email);
  });
});
