import { expect, test } from "@playwright/test";
import { createUser, signIn, TEST_PASSWORD } from "../fixtures";

test("signs in through the form and sees the dashboard", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByTestId("signed-in-as")).toContainText(user.email);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("refuses a sign-in posted by another site with a 403 page, scripted or plain", async ({ request, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  const form = { email: user.email, password: TEST_PASSWORD, next: "/dashboard" };
  for (const origin of ["https://evil.example", "null"]) {
    // As the page's script sends the Server Action, and as a plain form on another site's page.
    const scripted = await request.post("/login", { headers: { origin, "next-action": "0".repeat(42) }, multipart: form, maxRedirects: 0 });
    const plain = await request.post("/login", { headers: { origin }, multipart: form, maxRedirects: 0 });
    for (const response of [scripted, plain]) {
      expect(response.status(), origin).toBe(403);
      expect(await response.text()).toContain("This form was sent from another site.");
    }
  }
  expect(await (await request.get("/api/auth/session")).json()).toBeNull();
});

test("shows an error for a wrong password", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(user.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "wrong" })).toHaveText("E-mail or password is wrong.");
  await expect(page).toHaveURL(/\/login/);
});

test("a merchant cannot open the admin pages or call admin procedures", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await page.goto("/dashboard");
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  await page.goto("/dashboard/admin/users");
  await expect(page).toHaveURL(/\/dashboard$/);
  const response = await page.request.get(`/api/trpc/users.list?input=${encodeURIComponent("{}")}`);
  expect(response.status()).toBe(403);
});

test("creates an API key shown once, uses it over REST, and revokes it", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await page.goto("/dashboard/api-keys");
  await page.getByLabel("Name").fill("Checkout server");
  await page.getByRole("button", { name: "Create key" }).click();
  const token = (await page.getByTestId("new-api-key").textContent()) ?? "";
  expect(token).toMatch(/^ponte_/);

  const withKey = await page.request.get("/api/invoices/payment-gateway", { headers: { authorization: `Bearer ${token}` } });
  expect(withKey.status()).not.toBe(401);
  const withoutKey = await page.request.get("/api/invoices/payment-gateway", { headers: { authorization: "" } });
  expect(withoutKey.status()).toBe(401);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("row", { name: /Checkout server/ }).getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("row", { name: /Checkout server/ })).toContainText("Revoked");
  const revoked = await page.request.get("/api/invoices/payment-gateway", { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(401);
});
