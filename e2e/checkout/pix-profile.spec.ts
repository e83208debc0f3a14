import { expect, test } from "@playwright/test";
import { createUser, signIn } from "../fixtures";

test("a merchant sets the PIX receiver profile on the dashboard, with each invalid field named", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await page.goto("/dashboard/pix");
  await page.getByLabel("PIX key").fill("+55 11 98765-4321");
  await expect(page.getByText("Looks like a Phone (+55…) key.")).toBeVisible();
  await page.getByLabel("Legal name").fill("Loja Teste");
  await page.getByLabel("Document (CPF or CNPJ)").fill("11.222.333/0001-80");
  await page.getByLabel("City").fill("Recife");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "is not a valid CPF or CNPJ" })).toBeVisible();

  // The alphanumeric CNPJ in force from July 2026.
  await page.getByLabel("Document (CPF or CNPJ)").fill("12.ABC.345/01DE-35");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("PIX key")).toHaveValue("+5511987654321");
  await expect(page.getByLabel("Document (CPF or CNPJ)")).toHaveValue("12.ABC.345/01DE-35");

  const response = await page.request.post("/api/payments", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { clientMode: "noNeedToSpecify", amount: 5, expire_at: new Date(Date.now() + 600_000).toISOString() },
  });
  expect(response.status()).toBe(201);
  expect((await response.json()).response).toMatchObject({ name_receiver: "Loja Teste", document_receiver: "12ABC34501DE35" });
});
