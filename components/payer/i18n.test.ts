import { describe, expect, it } from "vitest";
import { fillMessage, localeFromAcceptLanguage, translate } from "./i18n";

describe("localeFromAcceptLanguage", () => {
  it("reads a Brazilian or Portuguese browser as pt-BR", () => {
    expect(localeFromAcceptLanguage("pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("pt-BR");
    expect(localeFromAcceptLanguage("pt-PT")).toBe("pt-BR");
  });

  it("reads an English browser as en", () => {
    expect(localeFromAcceptLanguage("en-US")).toBe("en");
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en");
  });

  it("follows the quality values, not only the order", () => {
    expect(localeFromAcceptLanguage("en;q=0.5, pt-BR;q=0.8")).toBe("pt-BR");
    expect(localeFromAcceptLanguage("pt;q=0, en")).toBe("en");
  });

  it("skips languages it has no words for and picks the next one the payer reads", () => {
    expect(localeFromAcceptLanguage("es-AR,es;q=0.9,pt;q=0.8,en;q=0.7")).toBe("pt-BR");
  });

  it("has no answer when the header is missing or names no supported language", () => {
    expect(localeFromAcceptLanguage(null)).toBeNull();
    expect(localeFromAcceptLanguage("")).toBeNull();
    expect(localeFromAcceptLanguage("fr-FR,de;q=0.8,*;q=0.5")).toBeNull();
  });
});

describe("translate", () => {
  it("words the not-found page in both languages", () => {
    expect(translate("pt-BR", "checkout.notFound.body")).toContain("Peça um novo link ao vendedor");
    expect(translate("en", "checkout.notFound.body")).toContain("Ask the seller for a new one");
  });
});

describe("fillMessage", () => {
  it("fills every placeholder that has a value, numbers included", () => {
    expect(fillMessage("{paid} of {total} {paid}", { paid: "0.5", total: 1 })).toBe("0.5 of 1 0.5");
  });

  it("leaves a placeholder without a value as written", () => {
    expect(fillMessage("pay {amount} {symbol}", { amount: "2" })).toBe("pay 2 {symbol}");
  });
});
