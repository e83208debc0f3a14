// A refund end to end: half of a paid crypto payment refunded from its page, the claim link opened on
// a phone and an address entered, the refund pending on the dashboard with the QR of the send, then
// completed by the sandbox's simulated send (the claim page follows it without a reload).
import { expect, test } from "@playwright/test";
import { sandboxMerchantWithPaidBtcPayment, signIn } from "../fixtures";

const receiverAddress = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4";

test("refund half of a paid crypto payment, claimed on a phone, sent in the sandbox", async ({ page, browser, baseURL }) => {
  const { merchant, paymentId } = await sandboxMerchantWithPaidBtcPayment(page, baseURL ?? "", "e2e-refund");

  // The merchant refunds half (50.00 BRL at the payment's own rate) from the payment's page.
  await signIn(page, merchant.email, merchant.password);
  await page.goto(`/dashboard/invoices/${paymentId}`);
  const refundForm = page.getByRole("form", { name: "Refund" });
  await refundForm.getByLabel("Refund").selectOption("invoice_rate");
  await refundForm.getByLabel("Amount (BRL)").fill("50");
  await refundForm.getByRole("button", { name: "Create refund" }).click();
  await expect(page.getByRole("status").filter({ hasText: "waiting for the payer's address" })).toBeVisible();
  const refundLink = page.getByTestId("payment-refunds").getByRole("link", { name: /Refund #\d+/ });
  const refundId = ((await refundLink.textContent()) ?? "").replace(/\D/g, "");
  await refundLink.click();
  await expect(page.getByTestId("withdrawal-kind")).toHaveText(`Refund of payment #${paymentId}`);
  const claimUrl = (await page.getByTestId("claim-link").getAttribute("href")) ?? "";
  expect(claimUrl).toMatch(/\/claim\//);

  // The payer opens the claim link on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US" });
  const claim = await phone.newPage();
  await claim.goto(new URL(claimUrl).pathname);
  await expect(claim.getByRole("heading", { name: "Refund" })).toBeVisible();
  await expect(claim.getByTestId("claim-amount")).toHaveText(/^0\.000\d+ BTC$/);
  await claim.getByLabel("Your BTC address (Bitcoin)").fill("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx");
  await claim.getByRole("button", { name: "Submit address" }).click();
  await expect(claim.locator("#claim-address-message")).toHaveText("This is a Bitcoin testnet address; enter a Bitcoin mainnet address.");
  await claim.getByRole("button", { name: "Português" }).click();
  await expect(claim.locator("#claim-address-message")).toHaveText(
    "Este é um endereço Bitcoin da rede de testes (testnet); informe um endereço Bitcoin da rede principal (mainnet).",
  );
  await claim.getByRole("button", { name: "English" }).click();
  await claim.getByLabel("Your BTC address (Bitcoin)").fill(receiverAddress);
  await claim.getByRole("button", { name: "Submit address" }).click();
  await expect(claim.getByRole("heading", { name: "Address received" })).toBeVisible();
  await expect(claim.getByTestId("claim-address")).toHaveText(receiverAddress);
  expect(await claim.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The refund is pending on the dashboard, listed as a refund, with the QR of the exact send.
  await page.goto("/dashboard/invoices?type=WITHDRAWAL");
  const row = page.getByRole("row").filter({ hasText: `#${refundId}` });
  await expect(row.getByTestId("withdrawal-label")).toHaveText(`Refund of #${paymentId}`);
  await expect(row).toContainText("Awaiting send");
  await page.goto(`/dashboard/invoices/${refundId}`);
  const send = page.getByTestId("withdrawal-send");
  await expect(send.getByRole("img", { name: /QR code to send/ })).toBeVisible();
  await expect(send.getByTestId("send-address")).toHaveText(receiverAddress);
  await expect(send.getByTestId("send-uri")).toHaveAttribute("href", new RegExp(`^bitcoin:${receiverAddress}\\?amount=0\\.000\\d+$`));

  // The sandbox sends it; the payer's page sees it sent, without a reload.
  await page.getByRole("button", { name: "Simulate send (sandbox)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "now COMPLETED" })).toBeVisible();
  await expect(page.getByText(/Sent and confirmed: sandbox_/)).toBeVisible();
  await expect(claim.getByRole("heading", { name: "Sent" })).toBeVisible({ timeout: 15_000 });
  await expect(claim.getByTestId("claim-transaction")).toHaveText(/^sandbox_/);
  await phone.close();
});
