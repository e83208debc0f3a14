import { describe, expect, it } from "vitest";
import { timelineTitle } from "./timeline-title";

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
  ] as const)("names %s", (_label, entry, title) => {
    expect(timelineTitle(entry, "BTC")).toBe(title);
  });

  it("writes a fiat amount with its cents", () => {
    const entry = { from: "CANCELED", to: "CANCELED", reason: "payment_after_final", details: { received: "24" } };
    expect(timelineTitle(entry, "BRL")).toBe("Canceled: 24.00 BRL received after it stopped taking payments");
  });
});
