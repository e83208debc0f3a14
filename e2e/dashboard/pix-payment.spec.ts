import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { createUser, signIn, trpc } from "../fixtures";

// A browser zone away from UTC, so the expiry's offset conversion is exercised.
test.use({ timezoneId: "America/Sao_Paulo" });

const PROFILE = { key: "loja-e2e@example.com", legalName: "Loja E2E", document: "52998224725", city: "Curitiba" };

async function openPixTab(page: Page) {
  await page.goto("/dashboard/payments/new");
  await page.getByRole("tab", { name: "PIX" }).click();
  return page.getByRole("tabpanel", { name: "PIX" });
}

test("creates a PIX payment with the payer's data, shows its QR and code, and opens the invoice", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);
  await trpc(page.request, "pix.setProfile", PROFILE);

  const panel = await openPixTab(page);
  const reference = `pix-${randomBytes(4).toString("hex")}`;
  await panel.getByLabel("Customer data").selectOption("fillDataNow");
  await expect(panel.getByText("You give the payer's name and CPF/CNPJ now")).toBeVisible();
  await panel.getByLabel("Value (BRL)").fill("89.90");
  const expiry = await panel.getByLabel("Expires at").inputValue();
  expect(expiry).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await panel.getByLabel("Description").fill("Pedido de teste");
  await panel.getByLabel("Order reference").fill(reference);
  await panel.getByLabel("Payer name").fill("Ana Souza");
  await panel.getByLabel("Document type").selectOption("CPF");
  await panel.getByLabel("Document number").fill("529.982.247-25");
  await panel.getByLabel("Payer e-mail").fill("ana@example.com");
  await panel.getByRole("button", { name: "Create PIX payment" }).click();

  await expect(panel.getByRole("heading", { name: "PIX payment created" })).toBeVisible();
  // The expiry comes back as the same wall-clock time the merchant saw in the field, formatted by
  // the browser the way the dashboard formats every date in English (the user's zone, São Paulo by
  // default, is the browser's here).
  const shown = await page.evaluate(
    (local) => new Date(local).toLocaleString("en", { dateStyle: "medium", timeStyle: "short" }),
    expiry,
  );
  await expect(panel.getByText(`expires ${shown}`)).toBeVisible();
  const qr = panel.getByAltText("PIX QR code");
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("src", /^data:image\/png;base64,iVBORw0KGgo/);
  const code = (await panel.getByTestId("pix-code").textContent()) ?? "";
  expect(code).toMatch(/^000201.*540589\.90.*6304[0-9A-F]{4}$/);
  await expect(panel.getByRole("button", { name: "Copy" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Customer checkout" })).toHaveAttribute("href", /\/checkout\//);

  await panel.getByRole("link", { name: /Open invoice #\d+/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\/\d+$/);
  await expect(page.getByText(code).first()).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
  await expect(page.getByText("Waiting payment").first()).toBeVisible();
});

test("shows the missing payer fields under each field and the missing PIX profile with a link", async ({ page, baseURL }) => {
  const user = await createUser(baseURL ?? "");
  await signIn(page, user.email, user.password);

  const panel = await openPixTab(page);
  await panel.getByLabel("Customer data").selectOption("fillDataNow");
  await panel.getByLabel("Value (BRL)").fill("10");
  await panel.getByRole("button", { name: "Create PIX payment" }).click();
  // Under the payer's name and document number (the document type has a default).
  await expect(panel.getByText("is required when clientMode is fillDataNow")).toHaveCount(2);
  await expect(panel.getByLabel("Payer name")).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByLabel("Document number")).toHaveAttribute("aria-invalid", "true");

  await panel.getByLabel("Customer data").selectOption("noNeedToSpecify");
  await panel.getByRole("button", { name: "Create PIX payment" }).click();
  await expect(panel.getByText("Set your PIX receiver profile")).toBeVisible();
  await panel.getByRole("link", { name: "Set up your PIX profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/pix$/);
});
