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

test("a charge with a due date shows today's amount, the due date and what it costs after it", async ({ page, baseURL }) => {
  const merchant = await createUser(baseURL ?? "");
  const context = await newApiContext(baseURL ?? "");
  await signInViaApi(context, merchant.email, merchant.password);
  await trpc(context, "pix.setProfile", { key: "loja@example.com", legalName: "Loja Vencimento Ltda", document: "11.222.333/0001-81", city: "Recife" });
  await context.dispose();

  // Due in 5 days (São Paulo calendar): R$ 10.00 off until then; after it 2% fine and 1% a day.
  const day = (offset: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(Date.now() + offset * 86_400_000));
  const created = await page.request.post("/api/payments", {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: {
      clientMode: "fillDataNow",
      amount: 100,
      expire_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      name_client: "Ana Souza",
      document_client: "529.982.247-25",
      document_type: "CPF",
      due: {
        dataDeVencimento: day(5),
        multa: { modalidade: 2, valorPerc: "2.00" },
        juros: { modalidade: 2, valorPerc: "1.00" },
        desconto: { modalidade: 1, descontoDataFixa: [{ data: day(5), valorPerc: "10.00" }] },
      },
    },
  });
  expect(created.status()).toBe(201);
  const payment = (await created.json()).response as { checkout_id: string; amount_due_today: number };
  expect(payment.amount_due_today).toBe(90);

  await page.goto(`/checkout/${payment.checkout_id}`);
  await expect(page.getByTestId("checkout-amount")).toContainText("90,00");
  const terms = page.getByTestId("pix-due-terms");
  await expect(terms).toContainText("Vencimento:");
  // The day after: 100.00 + 2.00 fine + 1.00 interest.
  await expect(terms).toContainText("103,00");
  await expect(terms).toContainText("Informe no app do seu banco o valor de hoje: R$ 90,00");
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
});
