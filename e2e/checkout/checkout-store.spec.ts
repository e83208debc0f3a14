// The store's checkout on a phone: the first HTML already names the store, the purchase and its
// order reference; a sandbox payment confirmed later shows Confirming, then Paid; the receipt prints.
import { randomBytes } from "node:crypto";
import { HDKey } from "@scure/bip32";
import { expect, test } from "@playwright/test";
import { createUser, newApiContext, signInViaApi, trpc } from "../fixtures";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: "pt-BR" });

const freshBitcoinZpub = () => HDKey.fromMasterSeed(randomBytes(32)).derive("m/84'/0'/0'").publicExtendedKey;
const png = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"), Buffer.from("0000000d49444154789c6360f8cfc0f01f0005fe02fe2ba6a4ac0000000049454e44ae426082", "hex")]);

test("a branded crypto checkout paints with its data, shows Confirming then Paid, and prints a receipt", async ({ page, baseURL }) => {
  const merchant = await createUser(baseURL ?? "", { sandbox: true });
  const session = await newApiContext(baseURL ?? "");
  await signInViaApi(session, merchant.email, merchant.password);
  await trpc(session, "wallets.set", { currency: "BTC", xpub: freshBitcoinZpub() });
  await trpc(session, "checkoutSettings.save", {
    displayName: "Loja da Ana",
    logoUrl: "",
    logoUpload: png.toString("base64"),
    brandColor: "#1d4ed8",
    supportEmail: "ajuda@loja.example",
    supportWhatsapp: "+55 11 91234-5678",
  });
  await session.dispose();

  const reference = `PEDIDO-${randomBytes(3).toString("hex")}`;
  const created = await page.request.post("/api/payments/v2/crypto", {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: { amount: 150.5, fiat_currency: "BRL", pay_currency: "BTC", external_reference: reference, customer_name: "Ana Souza", customer_email: "ana@example.com" },
  });
  expect(created.status()).toBe(201);
  const payment = (await created.json()) as { id: string; checkout_url: string };
  const checkoutPath = new URL(payment.checkout_url).pathname;

  // The first HTML, before any script: who is paid, for what order, and where to send.
  const firstHtml = await (await page.request.get(checkoutPath)).text();
  expect(firstHtml).toMatch(/<h1[^>]*>Loja da Ana<\/h1>/);
  expect(firstHtml).toContain(reference);
  expect(firstHtml).toContain('data-testid="crypto-address"');
  expect(firstHtml).not.toContain("Carregando");

  // With scripts blocked the page still shows it all.
  await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
  await page.goto(checkoutPath);
  await expect(page.getByRole("heading", { level: 1, name: "Loja da Ana" })).toBeVisible();
  await expect(page.getByTestId("checkout-reference")).toHaveText(reference);
  await expect(page.getByTestId("crypto-qr")).toBeVisible();
  await expect(page.getByTestId("checkout-support")).toContainText("ajuda@loja.example");
  await page.unrouteAll();

  // Live: the page polls after its first paint.
  await page.goto(checkoutPath);
  await expect(page.getByTestId("crypto-address")).toBeVisible();
  const pay = await page.request.post(`/api/sandbox/invoices/${payment.id}/pay`, {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: { confirm: "later" },
  });
  expect(pay.status()).toBe(200);
  await expect(page.getByTestId("crypto-status")).toContainText("Pagamento detectado", { timeout: 15_000 });
  await expect(page.getByTestId("crypto-status")).toContainText("Confirmações: 0 de 1");

  const confirm = await page.request.post(`/api/sandbox/invoices/${payment.id}/confirm`, { headers: { authorization: `Bearer ${merchant.token}` } });
  expect(confirm.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Pagamento recebido" })).toBeVisible({ timeout: 15_000 });

  // The receipt: a page of its own, laid out for print.
  await page.getByTestId("receipt-link").click();
  await expect(page.getByTestId("receipt-page")).toContainText("Loja da Ana");
  await expect(page.getByTestId("receipt-page")).toContainText(reference);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("print-receipt")).toBeHidden();
  await expect(page.getByRole("group", { name: "Idioma" })).toBeHidden();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
});
