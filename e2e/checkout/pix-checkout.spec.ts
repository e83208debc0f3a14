import { expect, test, type APIRequestContext } from "@playwright/test";
import { createUser, newApiContext, scanQr, signInViaApi, trpc } from "../fixtures";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function pixMerchant(baseURL: string, options: { sandbox?: boolean } = {}) {
  const user = await createUser(baseURL, options);
  const context = await newApiContext(baseURL);
  await signInViaApi(context, user.email, user.password);
  await trpc(context, "pix.setProfile", {
    key: "loja@example.com",
    legalName: "Loja Exemplo Ltda",
    document: "11.222.333/0001-81",
    city: "São Paulo",
  });
  await context.dispose();
  return user;
}

async function createPayment(request: APIRequestContext, token: string, clientMode: string) {
  const response = await request.post("/api/payments", {
    headers: { authorization: `Bearer ${token}` },
    data: { clientMode, amount: 49.9, expire_at: new Date(Date.now() + 30 * 60_000).toISOString(), description: "Camiseta azul" },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).response as { id: number; checkout_id: string; checkout_url: string; emv: string };
}

test("a requestCheckout payment asks for the customer's data on a phone, then shows the QR and copies the code", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const merchant = await pixMerchant(baseURL ?? "");
  const payment = await createPayment(page.request, merchant.token, "requestCheckout");

  await page.goto(`/checkout/${payment.checkout_id}`);
  // The store's name heads the page; the line under it names the PIX receiver the money goes to.
  await expect(page.getByRole("heading", { level: 1, name: "Loja Exemplo Ltda" })).toBeVisible();
  await expect(page.getByText("Pagar para Loja Exemplo Ltda")).toBeVisible();
  await expect(page.getByTestId("checkout-amount")).toContainText("49,90");
  await expect(page.getByTestId("checkout-countdown")).toHaveText(/^(29|30):\d\d$/);
  await expect(page.getByTestId("pix-qr")).toHaveCount(0);

  await page.getByLabel("Nome completo").fill("Maria da Silva");
  await page.getByLabel("CPF ou CNPJ").fill("529.982.247-24");
  await page.getByLabel("E-mail").fill("maria@example.com");
  await page.getByRole("button", { name: "Gerar QR Code" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "CPF ou CNPJ inválido." })).toBeVisible();
  await expect(page.getByTestId("pix-qr")).toHaveCount(0);

  await page.getByLabel("CPF ou CNPJ").fill("529.982.247-25");
  await page.getByRole("button", { name: "Gerar QR Code" }).click();
  await expect(page.getByTestId("pix-qr")).toBeVisible();
  await expect(page.getByTestId("pix-code")).toHaveValue(payment.emv);

  // Nothing may overflow a 360 px screen sideways.
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);

  await page.getByRole("button", { name: "Copiar código" }).click();
  await expect(page.getByRole("button", { name: "Código copiado!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payment.emv);
});

test("a noNeedToSpecify payment shows its QR at once and switches to English", async ({ page, baseURL }) => {
  const merchant = await pixMerchant(baseURL ?? "");
  const payment = await createPayment(page.request, merchant.token, "noNeedToSpecify");

  await page.goto(`/checkout/${payment.checkout_id}`);
  await expect(page.getByTestId("pix-qr")).toBeVisible();
  // A bank app scans the code drawn in the page as the same BR Code the payer can copy.
  expect(await scanQr(page.getByTestId("pix-qr"))).toBe(payment.emv);
  await expect(page.getByText("Escaneie o QR Code no app do seu banco")).toBeVisible();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByText("Scan the QR code in your bank's app")).toBeVisible();
  await expect(page).toHaveURL(/lang=en/);
  await expect(page.getByRole("button", { name: "Copy code" })).toBeVisible();
});

test("the open checkout turns to the paid state by itself when the payment is confirmed", async ({ page, baseURL }) => {
  const merchant = await pixMerchant(baseURL ?? "", { sandbox: true });
  const payment = await createPayment(page.request, merchant.token, "noNeedToSpecify");
  await page.goto(`/checkout/${payment.checkout_id}?lang=en`);
  await expect(page.getByTestId("pix-qr")).toBeVisible();

  const paid = await page.request.post(`/api/sandbox/invoices/${payment.id}/pay`, {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: {},
  });
  expect(paid.status()).toBe(200);
  const { payment_id: paymentNumber } = (await paid.json()).response as { payment_id: string };
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByTestId("pix-qr")).toHaveCount(0);

  const receipt = page.getByTestId("pix-receipt");
  await expect(receipt.getByRole("heading", { name: "Receipt" })).toBeVisible();
  await expect(receipt.getByTestId("pix-receipt-amount")).toHaveText(/^R\$\s?49\.90$/);
  await expect(receipt.getByTestId("pix-receipt-number")).toHaveText(paymentNumber);
  await expect(receipt.getByText("Loja Exemplo Ltda")).toBeVisible();
  // The sandbox settles without a PIX, so there is no end-to-end id to show.
  await expect(receipt.getByText("PIX transaction ID")).toHaveCount(0);
  await page.getByRole("button", { name: "Português" }).click();
  await expect(receipt.getByRole("heading", { name: "Comprovante" })).toBeVisible();
  await expect(receipt.getByTestId("pix-receipt-amount")).toHaveText(/^R\$\s?49,90$/);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
});

test("an unknown checkout link answers 404", async ({ page }) => {
  const response = await page.goto("/checkout/this-link-does-not-exist-0000");
  expect(response?.status()).toBe(404);
});
