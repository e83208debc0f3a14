import { expect, test } from "@playwright/test";
import { createUser, TEST_PASSWORD } from "../fixtures";

test("the sign-in form says how long to wait after too many wrong passwords, even for the right one", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await page.goto("/login");
  // The form's own alert, not the route announcer Next.js also gives the alert role.
  const formAlert = page.getByRole("alert").filter({ hasText: /\S/ });
  const attempt = async (password: string) => {
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  };
  for (let tries = 1; tries <= 5; tries += 1) {
    await attempt(`wrong password ${tries}`);
    await expect(formAlert).toHaveText("E-mail or password is wrong.");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  await attempt(TEST_PASSWORD);
  await expect(formAlert).toHaveText("Too many attempts; try again in 1 minute.");
  await expect(page).toHaveURL(/\/login/);
});

test("the credentials endpoint answers a throttled sign-in with 429 and Retry-After", async ({ request }) => {
  const email = `nobody-${Date.now()}@example.com`;
  const post = async () => {
    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    return request.post("/api/auth/callback/credentials", {
      form: { csrfToken, email, password: "a guessed password", callbackUrl: "/dashboard" },
      maxRedirects: 0,
    });
  };
  for (let tries = 0; tries < 5; tries += 1) expect((await post()).status()).toBe(302);
  const throttled = await post();
  expect(throttled.status()).toBe(429);
  expect(Number(throttled.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await throttled.json()).code).toBe("sign_in_throttled");
});
