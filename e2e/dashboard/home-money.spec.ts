// The merchant's home and settlement report on a phone (390×844), in Portuguese: a sandbox payment
// paid, then the money on the home page and in the month's report, and its CSV.
import { expect, test } from "@playwright/test";
import { sandboxMerchantWithPaidBtcPayment, signIn } from "../fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "pt-BR" });

test("a paid payment shows on the home page and in the settlement report, on a phone", async ({ page, baseURL }) => {
  const { merchant } = await sandboxMerchantWithPaidBtcPayment(page, baseURL ?? "", "e2e-home-money");

  await signIn(page, merchant.email, merchant.password);
  await page.goto("/dashboard");
  // 0.00028572 BTC at R$ 350.000 = R$ 100,002 -> R$ 100,00 (rounded down).
  await expect(page.getByTestId("received-current")).toContainText(/R\$\s100,00/);
  await expect(page.getByRole("heading", { name: "Recebido nos últimos 30 dias" })).toBeVisible();
  await expect(page.getByTestId("money-chart")).toBeVisible();
  await expect(page.getByTestId("recent-invoices")).toContainText("e2e-home-money");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole("link", { name: "Por mês" }).click();
  await expect(page.getByRole("heading", { name: "Recebido nos últimos 12 meses" })).toBeVisible();

  await page.getByRole("link", { name: "Relatório de liquidação" }).click();
  await expect(page.getByTestId("settlement-received")).toContainText(/R\$\s100,00/);
  await expect(page.getByTestId("settlement-net")).toContainText(/R\$\s100,00/);
  await expect(page.getByTestId("settlement-report")).toContainText("Recebido · BTC");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const csvHref = (await page.getByRole("link", { name: "Baixar CSV" }).getAttribute("href")) ?? "";
  const csv = await page.request.get(csvHref);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toMatch(/"received","crypto","BTC","sandbox",.*,"100.00",/);
});
