import { expect, test } from "@playwright/test";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

// The browser's locale sets both Accept-Language and navigator.language, as a payer's phone would.
const cases = [
  {
    locale: "pt-BR",
    title: "Link de pagamento inválido",
    body: "Este link de pagamento é inválido ou não existe mais. Peça um novo link ao vendedor.",
    htmlLang: "pt-BR",
  },
  {
    locale: "en-US",
    title: "Invalid payment link",
    body: "This payment link is invalid or no longer exists. Ask the seller for a new one.",
    htmlLang: "en",
  },
];

for (const { locale, title, body, htmlLang } of cases) {
  test.describe(`with a ${locale} browser`, () => {
    test.use({ locale });

    test("an unknown payment link answers 404 with the checkout's not-found page in the payer's language", async ({ page }) => {
      const response = await page.goto("/checkout/does-not-exist");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page.getByText(body)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
      await expect(page.getByText("This page could not be found")).toHaveCount(0);
    });
  });
}
