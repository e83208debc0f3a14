import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createUser, signIn, trpc } from "../fixtures";

// A phone with a Brazilian browser: the dashboard speaks Portuguese without any setting.
test.use({
  locale: "pt-BR",
  timezoneId: "America/Sao_Paulo",
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

const PROFILE = { key: "loja-celular@example.com", legalName: "Loja Celular", document: "52998224725", city: "Recife" };

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: import("@playwright/test").Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a phone in Portuguese: home page, invoices as cards with amount and status, filters folded away", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await trpc(page.request, "pix.setProfile", PROFILE);
  const reference = `cel-${randomBytes(4).toString("hex")}`;
  await trpc(page.request, "pix.createPayment", {
    clientMode: "noNeedToSpecify",
    amount: 1234.56,
    expire_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
    external_reference: reference,
  });

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Visão geral" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Primeiros passos" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sair" })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name: "Cobranças", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Cobranças", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "1 cobrança" })).toBeVisible();

  // The list is cards: the amount in reais the Brazilian way and the status, no table to scroll.
  const card = page.getByTestId("invoice-card").filter({ hasText: reference });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/R\$\s1\.234,56/);
  await expect(card).toContainText("Aguardando pagamento");
  await expect(page.getByRole("table")).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The filters are folded under their summary until opened.
  const search = page.getByLabel("Busca");
  await expect(search).toBeHidden();
  await page.getByText("Filtros", { exact: true }).click();
  await expect(search).toBeVisible();

  // The invoice page: Portuguese labels, a deadline in hours and minutes rather than a clock.
  await card.getByRole("link").click();
  await expect(page.getByText("Valor devido")).toBeVisible();
  await expect(page.getByText(/Expira em (23 h \d+ min|1 dia)/)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the API keys page stacks on a phone, with Revoke in reach", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await page.goto("/dashboard/api-keys");
  await expect(page.getByRole("heading", { name: "Chaves de API", level: 1 })).toBeVisible();
  const revoke = page.getByRole("button", { name: "Revogar" });
  await expect(revoke).toBeVisible();
  const box = await revoke.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await expectNoSidewaysScroll(page);
});
