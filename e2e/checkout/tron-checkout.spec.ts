import { randomBytes } from "node:crypto";
import { HDKey } from "@scure/bip32";
import { expect, test } from "@playwright/test";
import { createUser, newApiContext, signIn, signInViaApi, trpc } from "../fixtures";

// A phone: the payer scans and pays from the same device.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The local TRON HTTP API the app watches (playwright.config.ts starts it). */
const tronControl = `http://127.0.0.1:${Number(process.env.E2E_TRON_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50)}/__control`;

/** A fresh TRON account key (m/44'/195'/0'): keys belong to one merchant for good. */
const freshTronXpub = () => HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/195'/0'").publicExtendedKey;

test("USDT on TRON on a phone: network, warnings and wallet link in both languages, then paid through the watcher", async ({
  page,
  context,
  baseURL,
}) => {
  const merchant = await createUser(baseURL ?? "");
  const own = await newApiContext(baseURL ?? "");
  await signInViaApi(own, merchant.email, merchant.password);
  const wallet = await trpc<{ preview: string[] }>(own, "wallets.set", { currency: "USDTTRON", xpub: freshTronXpub() });
  await own.dispose();
  expect(wallet.preview[0]).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);

  const response = await page.request.post("/api/payments/v2/crypto", {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: {
      amount: 100,
      fiat_currency: "BRL",
      pay_currency: "usdttron",
      customer_name: "Ana Souza",
      customer_email: "ana@example.com",
      external_reference: `e2e-${randomBytes(4).toString("hex")}`,
    },
  });
  expect(response.status()).toBe(201);
  const payment = (await response.json()) as { id: string; pay_address: string; checkout_url: string; amount_due: string; pay_currency: string };
  const address = payment.pay_address.split("?")[0] ?? "";
  expect(payment.pay_currency).toBe("USDTTRON");
  expect(address).toBe(wallet.preview[0]);

  await page.goto(`${new URL(payment.checkout_url).pathname}?lang=en`);
  await expect(page.getByTestId("crypto-qr")).toBeVisible();
  await expect(page.getByTestId("checkout-network")).toHaveText("Network: TRON (TRC-20)");
  await expect(page.getByTestId("network-warning")).toContainText("Send USDT on TRON (TRC-20) only.");
  await expect(page.getByTestId("fee-warning")).toHaveText("The TRON network fee is paid in TRX: keep a little TRX in your wallet to send.");
  await expect(page.getByTestId("crypto-address")).toHaveText(address);
  await expect(page.getByTestId("crypto-amount")).toHaveText(`${payment.amount_due} USDT`);
  await expect(page.getByText("Scan the address with your wallet app and enter the amount below")).toBeVisible();
  await expect(page.getByTestId("open-wallet")).toHaveAttribute(
    "href",
    `tron:${address}?amount=${payment.amount_due}&token=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t`,
  );
  await expect(page.getByTestId("checkout-deadline")).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("tron-checkout.png"), fullPage: true });

  await page.getByRole("button", { name: "Português" }).click();
  await expect(page.getByTestId("checkout-network")).toHaveText("Rede: TRON (TRC-20)");
  await expect(page.getByTestId("network-warning")).toContainText("Envie USDT somente pela rede TRON (TRC-20).");
  await expect(page.getByTestId("fee-warning")).toHaveText("A taxa da rede TRON é paga em TRX: tenha um pouco de TRX na carteira para enviar.");

  // The payer sends the exact amount on TRON; the app's watcher finds it in the next block.
  const [whole, fraction = ""] = payment.amount_due.split(".");
  const value = BigInt(whole ?? "0") * 1_000_000n + BigInt(fraction.padEnd(6, "0"));
  const paid = await fetch(`${tronControl}/transfer`, { method: "POST", body: JSON.stringify({ to: address, value: value.toString() }) });
  expect(paid.ok).toBe(true);
  await expect(page.getByRole("heading", { name: "Pagamento recebido" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("crypto-receipt")).toContainText(`${payment.amount_due} USDT`);

  // The merchant's wallets page on the same phone: the TRON key, its addresses and a watched TRON.
  const dashboard = await context.newPage();
  await signIn(dashboard, merchant.email, merchant.password);
  await dashboard.goto("/dashboard/wallets");
  await expect(dashboard.getByText("TRON key", { exact: true }).first()).toBeVisible();
  await expect(dashboard.getByText(address)).toBeVisible();
  const tronStatus = dashboard.locator('[data-network="tron"]');
  await expect(tronStatus).toContainText("Watched");
  await expect(tronStatus).toContainText("Last block seen");
  expect(await dashboard.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dashboard.screenshot({ path: test.info().outputPath("wallets.png"), fullPage: true });
});
