// The Portuguese catalog leaves no English behind: every English key is there, and its text differs
// unless it is a name or code both languages write alike.
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ptBR from "@/messages/pt-BR.json";

type Catalog = { [key: string]: string | Catalog };

function flatten(catalog: Catalog, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/** Texts that are the same in both languages: brand and product names, codes, units, placeholders only. */
const sameInBothLanguages = new Set([
  "languages.pt-BR",
  "languages.en",
  "layout.brand",
  "layout.sandbox",
  "layout.signedInAs",
  "nav.menu",
  "nav.webhooks",
  "nav.checkout",
  "gateways.pix",
  "login.email",
  "common.none",
  "duration.hours",
  "duration.minutes",
  "invoices.filters.problem",
  "invoice.rateValue",
  "invoice.timeline.move",
  "invoice.qr.title",
  "pages.webhooks.title",
  "pages.pixProfile.title",
  "pages.checkout.title",
  "pspConnection.certificate.pem",
  "pspConnection.certificate.pemSubject",
  "pspConnection.baseUrlExample",
  "pspConnection.tokenUrlExample",
  "receivedPix.endToEndIdExample",
  "paymentLinks.form.imageUrlExample",
  "checkoutBranding.storeNameExample",
  "checkoutBranding.logoUrlExample",
  "checkoutBranding.brandColorExample",
  "checkoutBranding.supportEmailExample",
  "usersAdmin.email",
  "usersAdmin.sandbox",
  "usersAdmin.emailAndId",
  "lifecycle.sandbox",
  "webhookSettings.endpointTitle",
  "pixProfile.keyTypes.cpf",
  "pixProfile.keyTypes.cnpj",
  "pixProfile.keyTypes.email",
  "wallets.kinds.BTC.label",
  "wallets.kinds.USDTTRON.label",
  "emailNotices.title",
  "nav.emails",
  "emailNotices.attempts",
]);

/**
 * The arguments ({name}, {count, plural, …}) and rich-text tags (<link>…</link>) of a message, read
 * with the ICU parser next-intl itself formats with: both languages must use the same ones.
 */
function argumentsOf(text: string): string {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ("value" in element && typeof element.value === "string" && element.type !== 0) names.add(element.value);
      if ("options" in element) for (const option of Object.values(element.options)) visit(option.value);
      if ("children" in element) {
        names.add(`<${element.value}>`);
        visit(element.children);
      }
    }
  };
  visit(parse(text));
  return [...names].sort().join();
}

describe("the message catalogs", () => {
  const english = flatten(en as Catalog);
  const portuguese = flatten(ptBR as Catalog);

  it("have the same keys in Portuguese as in English", () => {
    expect([...english.keys()].filter((key) => !portuguese.has(key))).toEqual([]);
    expect([...portuguese.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("leave no English text in Portuguese outside the allow-list", () => {
    const untranslated = [...english].filter(([key, text]) => portuguese.get(key) === text && !sameInBothLanguages.has(key)).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("keep the allow-list to keys that exist and are in fact the same", () => {
    expect([...sameInBothLanguages].filter((key) => english.get(key) === undefined || english.get(key) !== portuguese.get(key))).toEqual([]);
  });

  it("use the same placeholders and tags in both languages", () => {
    const mismatched = [...english]
      .filter(([key, text]) => {
        const other = portuguese.get(key) ?? "";
        return argumentsOf(text) !== argumentsOf(other);
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
