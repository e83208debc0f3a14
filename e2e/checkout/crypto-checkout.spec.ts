import { randomBytes } from "node:crypto";
import { HDKey } from "@scure/bip32";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { createUser, newApiContext, scanQr, signIn, signInViaApi, trpc } from "../fixtures";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A fresh EVM account key (m/44'/60'/0'): keys belong to one merchant for good. */
const freshEvmXpub = () => HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'").publicExtendedKey;
const freshBitcoinZpub = () => HDKey.fromMasterSeed(randomBytes(32)).derive("m/84'/0'/0'").publicExtendedKey;

async function sandboxMerchant(baseURL: string) {
  const user = await createUser(baseURL, { sandbox: true });
  const context = await newApiContext(baseURL);
  await signInViaApi(context, user.email, user.password);
  await trpc(context, "wallets.set", { currency: "USDTBSC", xpub: freshEvmXpub() });
  await trpc(context, "wallets.set", { currency: "BTC", xpub: freshBitcoinZpub() });
  await context.dispose();
  return user;
}

async function createUsdtPayment(request: APIRequestContext, token: string, payCurrency = "USDTBSC") {
  const response = await request.post("/api/payments/v2/crypto", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      amount: 100,
      fiat_currency: "BRL",
      pay_currency: payCurrency,
      customer_name: "Ana Souza",
      customer_email: "ana@example.com",
      external_reference: `e2e-${randomBytes(4).toString("hex")}`,
    },
  });
  expect(response.status()).toBe(201);
  const payment = (await response.json()) as { id: string; pay_address: string; checkout_url: string; amount_due: string };
  return { ...payment, address: payment.pay_address.split("?")[0] ?? "", path: new URL(payment.checkout_url).pathname };
}

test("a sandbox USDT checkout on a phone shows the QR, address and copy buttons, then turns paid without reload", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const merchant = await sandboxMerchant(baseURL ?? "");
  const payment = await createUsdtPayment(page.request, merchant.token);

  // The page paints before its scripts load: its HTML names none of them, a loader adds them after.
  const html = await (await page.request.get(`${payment.path}?lang=en`)).text();
  expect(html.match(/<script\b[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*>/g)?.filter((tag) => !/nomodule/i.test(tag)) ?? []).toEqual([]);
  expect(html).toContain("first-contentful-paint");
  // Until they run, its controls show as disabled rather than swallowing a tap.
  expect(html).toMatch(/<button[^>]*\blang="pt-BR"[^>]*\bdisabled=""/);

  await page.goto(`${payment.path}?lang=en`);
  await expect(page.getByTestId("crypto-qr")).toBeVisible();
  // The deadline shows without scrolling past the QR, the amount and the address.
  await expect(page.getByTestId("checkout-deadline")).toBeInViewport();
  await expect(page.getByTestId("crypto-address")).toHaveText(payment.address);
  await expect(page.getByTestId("crypto-amount")).toHaveText(`${payment.amount_due} USDT`);
  await expect(page.getByTestId("network-warning")).toContainText("Send USDT on BNB Smart Chain (BEP-20) only");
  await expect(page.getByTestId("open-wallet")).toHaveAttribute("href", /^ethereum:/);
  // The QR drawn in the page scans as the same payment request the wallet link opens.
  expect(await scanQr(page.getByTestId("crypto-qr"))).toBe(await page.getByTestId("open-wallet").getAttribute("href"));
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);

  await page.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payment.address);
  await page.getByRole("button", { name: "Copy amount" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payment.amount_due);

  // The merchant simulates the payment from the dashboard in another tab.
  const dashboard = await context.newPage();
  await signIn(dashboard, merchant.email, merchant.password);
  await dashboard.goto(`/dashboard/invoices/${payment.id}`);
  await dashboard.getByRole("button", { name: /Simulate payment: full/ }).click();
  await expect(dashboard.getByRole("status").filter({ hasText: "now PAID" })).toBeVisible();

  // The open checkout page learns it by polling, without a reload.
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("crypto-receipt")).toContainText(`${payment.amount_due} USDT`);
  await page.getByRole("button", { name: "Português" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento recebido" })).toBeVisible();
});

test("the crypto checkout renders in Portuguese and English", async ({ page, baseURL }) => {
  const merchant = await sandboxMerchant(baseURL ?? "");
  const payment = await createUsdtPayment(page.request, merchant.token);

  await page.goto(`${payment.path}?lang=pt-BR`);
  await expect(page.getByText("Valor a enviar")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copiar endereço" })).toBeVisible();
  await expect(page.getByTestId("network-warning")).toContainText("Envie USDT somente pela rede BNB Smart Chain (BEP-20)");
  await expect(page.getByTestId("checkout-amount")).toContainText("100,00");

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByText("Amount to send")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy address" })).toBeVisible();
  await expect(page).toHaveURL(/lang=en/);
});

test("a bitcoin checkout has no token warning and shows the payer a cancel made in the dashboard", async ({ page, context, baseURL }) => {
  const merchant = await sandboxMerchant(baseURL ?? "");
  const payment = await createUsdtPayment(page.request, merchant.token, "BTC");

  await page.goto(`${payment.path}?lang=en`);
  await expect(page.getByTestId("crypto-address")).toHaveText(payment.address);
  await expect(page.getByTestId("crypto-amount")).toHaveText(`${payment.amount_due} BTC`);
  await expect(page.getByTestId("open-wallet")).toHaveAttribute("href", new RegExp(`^bitcoin:${payment.address}\\?amount=`));
  await expect(page.getByTestId("network-warning")).toHaveCount(0);

  const dashboard = await context.newPage();
  await signIn(dashboard, merchant.email, merchant.password);
  await dashboard.goto(`/dashboard/invoices/${payment.id}`);
  await dashboard.getByRole("button", { name: "Cancel invoice" }).click();
  await dashboard.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(dashboard.getByRole("status").filter({ hasText: "canceled" })).toBeVisible();

  await expect(page.getByRole("heading", { name: "Payment canceled" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("crypto-address")).toHaveCount(0);
});

test("after a partial payment the dashboard asks for the rest, like the checkout", async ({ page, context, baseURL }) => {
  const merchant = await sandboxMerchant(baseURL ?? "");
  const payment = await createUsdtPayment(page.request, merchant.token, "BTC");

  const dashboard = await context.newPage();
  await signIn(dashboard, merchant.email, merchant.password);
  await dashboard.goto(`/dashboard/invoices/${payment.id}`);
  await dashboard.getByRole("button", { name: /Simulate payment: partial/ }).click();
  await expect(dashboard.getByRole("status").filter({ hasText: "now PARTIALLY PAID" })).toBeVisible();

  await page.goto(`${payment.path}?lang=en`);
  const remaining = (await page.getByTestId("crypto-amount").textContent())?.replace(/ BTC$/, "") ?? "";
  expect(remaining).not.toBe(payment.amount_due);
  // The checkout's QR asks for the rest now.
  const scanned = await scanQr(page.getByTestId("crypto-qr"));
  expect(scanned).toBe(await page.getByTestId("open-wallet").getAttribute("href"));
  expect(scanned).toContain(`amount=${remaining}`);

  await dashboard.reload();
  const remainingRow = dashboard.locator("div").filter({ has: dashboard.getByText("Remaining", { exact: true }) }).last();
  await expect(remainingRow).toContainText(`${remaining} BTC`);
  await expect(dashboard.getByText(`${payment.address}?amount=${remaining}`)).toBeVisible();
  await expect(dashboard.getByTestId("partial-qr-note")).toContainText(`remaining ${remaining} BTC`);
  await expect(dashboard.getByRole("img", { name: /QR code to pay/ })).toHaveCount(0);
});
