import { randomBytes } from "node:crypto";
import { HDKey } from "@scure/bip32";
import { expect, test } from "@playwright/test";
import { createUser, newApiContext, signInViaApi, trpc } from "../fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "pt-BR" });

const freshEvmXpub = () => HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'").publicExtendedKey;

test("a payer on a phone opens a payment link, types the amount, pays short in USDT and finishes by PIX", async ({ page, baseURL }) => {
  const merchant = await createUser(baseURL ?? "", { sandbox: true });
  const setup = await newApiContext(baseURL ?? "");
  await signInViaApi(setup, merchant.email, merchant.password);
  await trpc(setup, "wallets.set", { currency: "USDTBSC", xpub: freshEvmXpub() });
  await trpc(setup, "pix.setProfile", { key: "loja@example.com", legalName: "Loja Exemplo Ltda", document: "11.222.333/0001-81", city: "São Paulo" });
  const link = await trpc<{ slug: string }>(setup, "paymentLinks.create", { title: "Doação", currency: "BRL", min_amount: 10, max_amount: 500 });
  await setup.dispose();
  const sandboxPay = async (invoiceId: string, body: Record<string, unknown>) => {
    const response = await page.request.post(`/api/sandbox/invoices/${invoiceId}/pay`, {
      headers: { authorization: `Bearer ${merchant.token}` },
      data: body,
    });
    expect(response.status()).toBe(200);
  };
  const readSession = async (sessionId: string) => {
    const response = await page.request.get(`/api/checkouts/${sessionId}`, { headers: { authorization: `Bearer ${merchant.token}` } });
    return (await response.json()).response as { status: string; invoices: { id: string; role: string; gateway: string }[] };
  };

  await page.goto(`/l/${link.slug}`);
  await expect(page.getByRole("heading", { name: "Doação" })).toBeVisible();
  // Below the link's minimum: the server refuses it by field.
  await page.getByLabel("Valor a pagar (BRL)").fill("5");
  await page.getByTestId("link-pay").click();
  await expect(page.getByText("must be at least 10")).toBeVisible();
  await page.getByLabel("Valor a pagar (BRL)").fill("80,00");
  await page.getByTestId("link-pay").click();

  await page.waitForURL(/\/pay\/cs_/);
  const sessionId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  await expect(page.getByRole("heading", { name: "Como você quer pagar?" })).toBeVisible();
  await expect(page.getByTestId("checkout-amount")).toContainText("80,00");
  await page.getByTestId("rail-USDTBSC").click();

  await page.waitForURL(/\/checkout\//);
  await expect(page.getByTestId("crypto-qr")).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  const crypto = (await readSession(sessionId)).invoices.find((invoice) => invoice.gateway === "crypto");
  await sandboxPay(crypto?.id ?? "", { kind: "partial" });

  // Back to the chooser: the rest is offered by PIX.
  await page.getByTestId("session-back").click();
  await page.getByTestId("finish-by-pix").click();
  await page.waitForURL(/\/checkout\//);
  await expect(page.getByTestId("pix-qr")).toBeVisible();

  const remainder = (await readSession(sessionId)).invoices.find((invoice) => invoice.role === "remainder");
  await sandboxPay(remainder?.id ?? "", {});
  await expect(page.getByRole("heading", { name: "Pagamento recebido" })).toBeVisible({ timeout: 15_000 });

  // The session follows on the next tick; the chooser then says it is paid.
  await expect.poll(async () => (await readSession(sessionId)).status, { timeout: 15_000 }).toBe("PAID");
  await page.goto(`/pay/${sessionId}`);
  await expect(page.getByRole("heading", { name: "Pagamento recebido" })).toBeVisible();

  // One receipt for both rails: the crypto part and the PIX remainder.
  await page.getByTestId("receipt-link").click();
  await page.waitForURL(new RegExp(`/pay/${sessionId}/receipt`));
  await expect(page.getByRole("heading", { name: "Comprovante de pagamento" })).toBeVisible();
  await expect(page.getByTestId("crypto-receipt")).toBeVisible();
  await expect(page.getByTestId("pix-receipt")).toBeVisible();
});
