import { describe, expect, it } from "vitest";
import { isTimeZone, localeFromAcceptLanguage } from "./locales";

describe("localeFromAcceptLanguage", () => {
  it.each([
    [undefined, "pt-BR"],
    ["", "pt-BR"],
    ["en-US,en;q=0.9", "en"],
    ["pt-BR,pt;q=0.9,en;q=0.8", "pt-BR"],
    ["pt-PT", "pt-BR"],
    ["fr-FR,fr;q=0.9", "pt-BR"],
    ["fr-FR,en;q=0.5", "en"],
    ["en;q=0.4,pt;q=0.8", "pt-BR"],
    ["en;q=0,pt;q=0", "pt-BR"],
  ])("reads %j as %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe("isTimeZone", () => {
  it("knows IANA zones and refuses anything else", () => {
    expect(isTimeZone("America/Sao_Paulo")).toBe(true);
    expect(isTimeZone("Europe/Lisbon")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
