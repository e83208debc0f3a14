import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { HDKey } from "@scure/bip32";
import { expect, test } from "@playwright/test";
import { createUser, newApiContext, signIn, trpc } from "../fixtures";

/** A fresh BIP84 account key: keys belong to one merchant for good. */
const freshZpubLikeXpub = () => HDKey.fromMasterSeed(randomBytes(32)).derive("m/84'/0'/0'").publicExtendedKey;

test("registers a wallet, creates a crypto payment, finds it in the filtered table and opens it", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);

  // The wallet through the page: check the key, compare addresses, save.
  await page.goto("/dashboard/wallets");
  await page.getByLabel("Extended public key").fill(freshZpubLikeXpub());
  await page.getByRole("button", { name: "Check key" }).click();
  await expect(page.getByText("Check that your wallet app shows these first receive addresses")).toBeVisible();
  await page.getByRole("button", { name: "They match: save wallet" }).click();
  await expect(page.getByText("next index 0")).toBeVisible();

  const reference = `e2e-${randomBytes(4).toString("hex")}`;
  await page.goto("/dashboard/payments/new");
  // Written as Brazilians write money: the form reads the decimal comma.
  await page.getByLabel("Amount", { exact: true }).fill("150,50");
  await page.getByLabel("Fiat currency").selectOption("BRL");
  await page.getByLabel("Pay with").selectOption("BTC");
  await page.getByLabel("Customer name").fill("Ana Souza");
  await page.getByLabel("Customer e-mail").fill("ana@example.com");
  await page.getByLabel("External reference").fill(reference);
  await page.getByRole("button", { name: "Create payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment created" })).toBeVisible();
  await expect(page.getByAltText("QR code of the payment")).toBeVisible();
  await expect(page.getByText("1 BTC = 350,000 BRL (static rate)")).toBeVisible();
  await expect(page.getByTestId("crypto-amount-due")).toHaveText("0.00043");
  await expect(page.getByTestId("crypto-receive-address")).toHaveText(/^bc1q[02-9ac-hj-np-z]+$/);
  const openLink = page.getByRole("link", { name: /Open invoice #\d+/ });
  const invoiceId = ((await openLink.textContent()) ?? "").replace(/\D/g, "");

  await page.goto("/dashboard/invoices");
  await page.getByLabel("Search").fill(reference);
  await page.getByLabel("Status").selectOption({ label: "Waiting payment" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`query=${reference}`));
  await expect(page.getByRole("heading", { name: "1 invoice" })).toBeVisible();
  await page.getByRole("link", { name: `#${invoiceId}` }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/invoices/${invoiceId}$`));
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByText("source: static")).toBeVisible();
  await expect(page.getByText("m/0/0")).toBeVisible();
  await expect(page.getByText("Waiting payment").first()).toBeVisible();
});

test("shows the validation error of a field and the missing wallet", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await page.goto("/dashboard/payments/new");
  await page.getByRole("button", { name: "Create payment" }).click();
  await expect(page.getByText("Enter an amount", { exact: true })).toBeVisible();
  await page.getByLabel("Amount", { exact: true }).fill("10.123");
  await page.getByLabel("Customer name").fill("Ana");
  await page.getByLabel("Customer e-mail").fill("ana@example.com");
  await page.getByLabel("External reference").fill("x");
  await page.getByRole("button", { name: "Create payment" }).click();
  await expect(page.getByText("must have at most 2 decimals")).toBeVisible();
  await page.getByLabel("Amount", { exact: true }).fill("10.12");
  await page.getByRole("button", { name: "Create payment" }).click();
  await expect(page.getByText("No wallet is configured for this currency.")).toBeVisible();
  const wallets = await trpc<unknown[]>(page.request, "wallets.list", undefined, "query");
  expect(wallets).toEqual([]);
});

test("downloads the filtered invoice table as CSV, only with a session", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await trpc(page.request, "wallets.set", { currency: "BTC", xpub: freshZpubLikeXpub() });
  const reference = `csv-${randomBytes(4).toString("hex")}`;
  for (const [index, amount] of [12.5, 99].entries()) {
    const created = await page.request.post("/api/payments/v2/crypto", {
      headers: { authorization: `Bearer ${user.token}` },
      data: {
        amount,
        fiat_currency: "USD",
        pay_currency: "BTC",
        customer_name: "Ana Souza",
        customer_email: "ana@example.com",
        external_reference: index === 0 ? reference : `other-${reference.slice(4)}`,
      },
    });
    expect(created.status()).toBe(201);
  }

  await page.goto(`/dashboard/invoices?query=${reference}`);
  await expect(page.getByRole("heading", { name: "1 invoice" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path()) ?? "", "utf8")).split("\r\n").filter(Boolean);
  expect(lines[0]).toMatch(/^id,created_at,status,gateway,type,amount,currency,pay_currency,amount_due/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${reference}"`);
  expect(lines[1]).toContain('"12.50"');

  const invalid = await page.request.get("/api/invoices/export?start_date=yesterday");
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ code: "invalid_input" });
  const anonymous = await newApiContext(baseURL ?? "");
  const refused = await anonymous.get(`/api/invoices/export?query=${reference}`);
  expect(refused.status()).toBe(401);
  await anonymous.dispose();
});

test("says what is wrong with the table's address: a page past the end, an unknown status", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await trpc(page.request, "wallets.set", { currency: "BTC", xpub: freshZpubLikeXpub() });
  const created = await page.request.post("/api/payments/v2/crypto", {
    headers: { authorization: `Bearer ${user.token}` },
    data: { amount: 20, fiat_currency: "BRL", pay_currency: "BTC", customer_name: "Ana", customer_email: "ana@example.com", external_reference: "past-end" },
  });
  expect(created.status()).toBe(201);

  await page.goto("/dashboard/invoices?page=99&quantityPerPage=25");
  await expect(page.getByText("Page 99 is past the last page (1).")).toBeVisible();
  await page.getByRole("link", { name: "Go to the last page (1)" }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\?quantityPerPage=25$/);
  await expect(page.getByRole("heading", { name: "1 invoice" })).toBeVisible();

  await page.goto("/dashboard/invoices?status=bogus&quantityPerPage=25");
  await expect(page.getByRole("listitem").filter({ hasText: "Status (status=bogus) is not an invoice status" })).toBeVisible();
  await page.getByRole("link", { name: "Remove status" }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\?quantityPerPage=25$/);
  await expect(page.getByRole("heading", { name: "1 invoice" })).toBeVisible();
});
