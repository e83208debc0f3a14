import { describe, expect, it } from "vitest";
import {
  durationParts,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPayAmount,
  formatPercent,
  formatRelative,
  formatWholeMoney,
} from "./format";

// Intl separates the currency symbol from the amount with a no-break space.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const saoPaulo = { timeZone: "America/Sao_Paulo" } as const;

describe("formatting in the reader's language", () => {
  it("writes reais the Brazilian way in Portuguese and the English way in English", () => {
    expect(spaces(formatMoney(1234.56, "BRL", "pt-BR"))).toBe("R$ 1.234,56");
    expect(spaces(formatMoney("89.9", "BRL", "pt-BR"))).toBe("R$ 89,90");
    expect(formatMoney(1234.56, "BRL", "en")).toBe("R$1,234.56");
    expect(spaces(formatMoney(10, "USD", "pt-BR"))).toBe("US$ 10,00");
  });

  it("keeps every digit of a crypto amount given as a decimal string", () => {
    expect(formatPayAmount("0.123456789012345678", "ETH", "pt-BR")).toBe("0,123456789012345678 ETH");
    expect(formatPayAmount("1234.00043", "BTC", "en")).toBe("1,234.00043 BTC");
    expect(formatPayAmount("99.9", "BRL", "pt-BR")).toBe("99,90 BRL");
    expect(formatPayAmount("not a number", "BTC", "pt-BR")).toBe("not a number BTC");
  });

  it("groups counts by the language's separator", () => {
    expect(formatNumber(1234567, "pt-BR")).toBe("1.234.567");
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
  });

  it("writes day and time in the user's zone, São Paulo by default", () => {
    const instant = "2026-11-25T17:03:00Z";
    expect(formatDateTime(instant, { locale: "pt-BR", ...saoPaulo })).toBe("25/11/2026 14:03");
    expect(spaces(formatDateTime(instant, { locale: "en", ...saoPaulo }))).toBe("Nov 25, 2026, 2:03 PM");
    expect(formatDateTime(instant, { locale: "pt-BR", timeZone: "Europe/Lisbon" })).toBe("25/11/2026 17:03");
    expect(formatDateTime(null, { locale: "pt-BR", ...saoPaulo })).toBe("—");
  });

  it("puts a late-evening instant on the São Paulo day, not the UTC one", () => {
    expect(formatDate("2026-11-26T02:30:00Z", { locale: "pt-BR", ...saoPaulo })).toBe("25/11/2026");
  });

  it("words relative times in the language", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(formatRelative("2026-11-25T11:55:00Z", "pt-BR", now)).toBe("há 5 minutos");
    expect(formatRelative("2026-11-25T14:00:00Z", "en", now)).toBe("in 2 hours");
  });
});

describe("chart and summary figures", () => {
  it("writes a chart axis's money in whole units", () => {
    expect(spaces(formatWholeMoney(1234.56, "BRL", "pt-BR"))).toBe("R$ 1.235");
    expect(formatWholeMoney(1234.56, "BRL", "en")).toBe("R$1,235");
  });

  it("writes a share as a percentage to one decimal", () => {
    expect(formatPercent(0.1234, "pt-BR")).toBe("12,3%");
    expect(formatPercent(0.5, "en")).toBe("50%");
  });
});

describe("durationParts", () => {
  it("reads a day less a second as hours and minutes, rounded down", () => {
    expect(durationParts(24 * 3600_000 - 1000)).toEqual({ days: 0, hours: 23, minutes: 59 });
  });

  it("reads a day and more as days and hours, without minutes", () => {
    expect(durationParts(24 * 3600_000)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(durationParts((24 + 5) * 3600_000 + 59 * 60_000)).toEqual({ days: 1, hours: 5, minutes: 0 });
  });

  it("never goes below zero", () => {
    expect(durationParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
