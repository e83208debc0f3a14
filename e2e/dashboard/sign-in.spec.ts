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
