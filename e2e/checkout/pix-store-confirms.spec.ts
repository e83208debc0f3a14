import { expect, test } from "@playwright/test";
import { createUser, newApiContext, signIn, signInViaApi, trpc } from "../fixtures";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test("without a PSP the checkout says the store confirms, and the merchant's I received this PIX turns it paid", async ({
  page,
  browser,
  baseURL,
}) => {
  const merchant = await createUser(baseURL ?? "");
  const context = await newApiContext(baseURL ?? "");
  await signInViaApi(context, merchant.email, merchant.password);
  await trpc(context, "pix.setProfile", { key: "loja@example.com", legalName: "Loja Manual Ltda", document: "11.222.333/0001-81", city: "Recife" });
  await context.dispose();

  const created = await page.request.post("/api/payments", {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: { clientMode: "noNeedToSpecify", amount: 49.9, expire_at: new Date(Date.now() + 30 * 60_000).toISOString() },
  });
  expect(created.status()).toBe(201);
  const payment = (await created.json()).response as { id: number; checkout_id: string };

  // The payer's phone: the honest words, in Portuguese and in English.
  await page.goto(`/checkout/${payment.checkout_id}`);
  await expect(page.getByTestId("pix-qr")).toBeVisible();
  await expect(page.getByTestId("pix-waiting")).toContainText("a loja confere o recebimento do Pix");
  await expect(page.getByText("atualiza sozinha")).toHaveCount(0);
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByTestId("pix-waiting")).toContainText("the store checks that your PIX arrived");
  await expect(page.getByText("updates by itself")).toHaveCount(0);

  // The merchant sees the PIX in the bank statement and records it on the invoice page.
  const merchantContext = await browser.newContext({ baseURL });
  const merchantPage = await merchantContext.newPage();
  await signIn(merchantPage, merchant.email, merchant.password);
  await merchantPage.goto(`/dashboard/invoices/${payment.id}`);
  await merchantPage.getByRole("button", { name: "I received this PIX" }).click();
  await expect(merchantPage.getByLabel("Amount received (BRL)")).toHaveValue("49.9");
  await merchantPage.getByLabel("End-to-end id").fill("E1234");
  await merchantPage.getByRole("button", { name: "Record PIX" }).click();
  await expect(merchantPage.getByText("must be 32 characters")).toBeVisible();
  await merchantPage.getByLabel("End-to-end id").fill("E00000000202611271030abcdefghijk");
  await merchantPage.getByRole("button", { name: "Record PIX" }).click();
  await expect(merchantPage.getByRole("status").filter({ hasText: "PIX recorded: the invoice is now PAID." })).toBeVisible();
  await merchantContext.close();

  // The open checkout turns paid, its receipt naming the end-to-end id.
  await expect(page.getByText("Payment received")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("E00000000202611271030abcdefghijk")).toBeVisible();
});
