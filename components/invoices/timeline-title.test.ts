import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatPayAmount } from "@/kernel/format";
import en from "@/messages/en.json";
import ptBR from "@/messages/pt-BR.json";
import type { Locale } from "@/kernel/locales";
import { timelineTitle, type TimelineEntryView } from "./timeline-title";

function title(entry: TimelineEntryView, payCurrency: string, locale: Locale = "en") {
  const messages = locale === "en" ? en : ptBR;
  const tStatus = createTranslator({ locale, messages, namespace: "status" });
  return timelineTitle({
    entry,
    statusName: (status) => tStatus(status as keyof typeof en.status),
    payAmount: (amount) => formatPayAmount(amount, payCurrency, locale),
    t: createTranslator({ locale, messages, namespace: "invoice.timeline" }),
  });
}

describe("timelineTitle", () => {
  it.each([
    ["the creation", { from: null, to: "WAITING_PAYMENT", reason: "created" }, "Waiting payment"],
    ["a move", { from: "WAITING_PAYMENT", to: "CANCELED", reason: "canceled" }, "Waiting payment → Canceled"],
    [
      "money on a canceled invoice, with its amount",
      { from: "CANCELED", to: "CANCELED", reason: "payment_after_final", details: { received: "0.0015" } },
      "Canceled: 0.0015 BTC received after it stopped taking payments",
    ],
    [
      "money after final without a recorded amount",
      { from: "PAID", to: "PAID", reason: "payment_after_final", details: null },
      "Paid: received after it stopped taking payments",
    ],
    ["a confirmation count", { from: "CONFIRMING", to: "CONFIRMING", reason: "confirmations" }, "Confirming: updated"],
  ] as const)("names %s", (_label, entry, expected) => {
    expect(title(entry, "BTC")).toBe(expected);
  });

  it("writes a fiat amount with its cents, in the reader's language", () => {
    const entry = { from: "CANCELED", to: "CANCELED", reason: "payment_after_final", details: { received: "24" } };
    expect(title(entry, "BRL")).toBe("Canceled: 24.00 BRL received after it stopped taking payments");
    expect(title(entry, "BRL", "pt-BR")).toBe("Cancelada: 24,00 BRL recebidos depois que ela parou de aceitar pagamentos");
  });
});
