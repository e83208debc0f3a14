import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import ptBR from "@/messages/pt-BR.json";
import { openStatuses, statusesOf } from "@/vocabulary/invoice-states";
import type { Locale } from "@/kernel/locales";
import { describeExpiry, type ExpiryTranslators } from "./expiry";

const now = Date.parse("2025-03-01T12:00:00Z");
const inTwentyFiveMinutes = "2025-03-01T12:25:00Z";
const fiveMinutesAgo = "2025-03-01T11:55:00Z";
const threeHoursAgo = "2025-03-01T09:00:00Z";

function translators(locale: Locale): ExpiryTranslators {
  const messages = locale === "en" ? en : ptBR;
  return {
    expiry: createTranslator({ locale, messages, namespace: "expiry" }),
    duration: createTranslator({ locale, messages, namespace: "duration" }),
  };
}

const describe_ = (status: string, expiresAt: string | Date, locale: Locale = "en") =>
  describeExpiry({ status, statusName: status.charAt(0) + status.slice(1).toLowerCase(), expiresAt, now, locale, t: translators(locale) });

describe("describeExpiry", () => {
  it("counts down for every open status still in time", () => {
    for (const status of ["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID"]) {
      expect(describe_(status, inTwentyFiveMinutes)).toEqual({ state: "countdown", text: "Expires in 25 min" });
    }
  });

  it("words a day's countdown in hours and minutes or days, never as a clock", () => {
    const inOneDay = new Date(now + 24 * 3600_000);
    const almostADay = new Date(now + 24 * 3600_000 - 1000);
    expect(describe_("WAITING_PAYMENT", almostADay, "pt-BR").text).toBe("Expira em 23 h 59 min");
    expect(describe_("WAITING_PAYMENT", inOneDay, "pt-BR").text).toBe("Expira em 1 dia");
    expect(describe_("WAITING_PAYMENT", new Date(now + 51 * 3600_000), "pt-BR").text).toBe("Expira em 2 dias e 3 h");
    expect(describe_("WAITING_PAYMENT", inOneDay, "en").text).toBe("Expires in 1 day");
    expect(describe_("WAITING_PAYMENT", new Date(now + 3 * 3600_000), "en").text).toBe("Expires in 3 h");
    expect(describe_("WAITING_PAYMENT", new Date(now + 30_000), "en").text).toBe("Expires in less than a minute");
  });

  it("says the deadline passed for an open invoice not yet expired by the tick", () => {
    expect(describe_("WAITING_PAYMENT", fiveMinutesAgo)).toEqual({ state: "overdue", text: "Expiry passed 5 minutes ago" });
    expect(describe_("WAITING_PAYMENT", new Date(now - 200)).text).toBe("Expiry passed just now");
    expect(describe_("WAITING_PAYMENT", fiveMinutesAgo, "pt-BR").text).toBe("Prazo vencido há 5 minutos");
  });

  it("never counts down for a paid or canceled invoice, even before its deadline", () => {
    expect(describe_("PAID", inTwentyFiveMinutes)).toEqual({ state: "closed", text: "Paid — the payment deadline no longer applies" });
    expect(describe_("CANCELED", inTwentyFiveMinutes).text).toBe("Canceled — the payment deadline no longer applies");
  });

  it("gives an expired invoice's deadline as a past fact, and no future time if the data disagree", () => {
    expect(describe_("EXPIRED", threeHoursAgo)).toEqual({ state: "closed", text: "Expired 3 hours ago" });
    expect(describe_("EXPIRED", inTwentyFiveMinutes).text).toBe("Expired");
    expect(describe_("EXPIRED", threeHoursAgo, "pt-BR").text).toBe("Expirou há 3 horas");
  });

  it("treats a status it does not know as closed rather than counting down", () => {
    expect(describe_("REFUNDED", inTwentyFiveMinutes)).toEqual({ state: "closed", text: "Refunded — the payment deadline no longer applies" });
  });

  it("counts down for the state machine's open statuses only, whatever the deadline", () => {
    for (const status of statusesOf("PAYMENT")) {
      const { state } = describe_(status, inTwentyFiveMinutes);
      expect(state === "countdown").toBe((openStatuses as readonly string[]).includes(status));
    }
  });
});
