// PIX through a PSP end to end, in the sandbox: the merchant connects the simulated PSP on the PIX
// page (mutual TLS) and tests it, a PIX payment is charged there and paid in the simulator, whose
// callback turns the open checkout paid; then half is refunded (devolução) from the invoice page.
import { expect, test } from "@playwright/test";
import { createUser, newApiContext, signIn, signInViaApi, trpc } from "../fixtures";

test("connect the simulated PSP, pay a charge in it, watch the checkout turn paid, refund half", async ({ page, browser, baseURL }) => {
  // Starting the simulator makes certificates with openssl, and the flow crosses several pages.
  test.setTimeout(180_000);
  const merchant = await createUser(baseURL ?? "", { sandbox: true });
  const setup = await newApiContext(baseURL ?? "");
  await signInViaApi(setup, merchant.email, merchant.password);
  await trpc(setup, "pix.setProfile", { key: "loja@example.com", legalName: "Loja PSP Ltda", document: "11.222.333/0001-81", city: "São Paulo" });
  await setup.dispose();

  await signIn(page, merchant.email, merchant.password);
  await page.goto("/dashboard/pix");
  await page.getByRole("button", { name: "Connect the simulated PSP (sandbox)" }).click();
  const status = page.getByTestId("psp-connection-status");
  await expect(status).toContainText("registered");
  await expect(status).toContainText("CN=sandbox-merchant-");
  await page.getByRole("button", { name: "Test connection" }).click();
  const check = page.getByTestId("psp-connection-test");
  await expect(check.getByRole("listitem")).toHaveCount(3);
  await expect(check).toContainText("✓ token");
  await expect(check).toContainText("✓ charges");
  await expect(check).toContainText("✓ webhook: key loja@example.com sends callbacks to");

  const created = await page.request.post("/api/payments", {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: { clientMode: "noNeedToSpecify", amount: 49.9, expire_at: new Date(Date.now() + 30 * 60_000).toISOString(), description: "Camiseta azul" },
  });
  expect(created.status()).toBe(201);
  const payment = (await created.json()).response as { id: number; checkout_id: string };

  const payer = await browser.newContext({ locale: "en-US" });
  const checkout = await payer.newPage();
  await checkout.goto(`/checkout/${payment.checkout_id}?lang=en`);
  await expect(checkout.getByTestId("pix-qr")).toBeVisible();

  await page.goto(`/dashboard/invoices/${payment.id}`);
  await page.getByRole("button", { name: "Pay in the simulated PSP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Paid in the simulated PSP" })).toBeVisible();
  await expect(checkout.getByRole("heading", { name: "Payment received" })).toBeVisible();

  const refundForm = page.getByRole("form", { name: "Refund" });
  await refundForm.getByLabel("Refund").selectOption("invoice_rate");
  await refundForm.getByLabel("Amount (BRL)").fill("24.95");
  await refundForm.getByRole("button", { name: "Create refund" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Refund #\d+ created: .*24[.,]95.*returned/ })).toBeVisible();
  await expect(page.getByTestId("payment-refunds")).toContainText(/Completed/i);
  await expect(page.getByTestId("left-to-refund")).toContainText(/24[.,]95/);
  await payer.close();
});
