import { describe, expect, it } from "vitest";
import { paidThreshold, statusFromPayments, type PaymentFacts } from "./payment-status";

const facts = (overrides: Partial<PaymentFacts>): PaymentFacts => ({
  current: "WAITING_PAYMENT",
  amountDue: 100_000n,
  confirmed: 0n,
  pending: 0n,
  toleranceBps: 0,
  lateWindowOpen: true,
  ...overrides,
});

describe("statusFromPayments", () => {
  it.each([
    ["nothing received stays waiting", facts({}), "WAITING_PAYMENT"],
    ["an unconfirmed payment is confirming", facts({ pending: 100_000n }), "CONFIRMING"],
    ["a short confirmed total is partially paid", facts({ confirmed: 40_000n }), "PARTIALLY_PAID"],
    ["a short total with a pending top-up is confirming", facts({ confirmed: 40_000n, pending: 60_000n }), "CONFIRMING"],
    ["the exact amount is paid", facts({ confirmed: 100_000n }), "PAID"],
    ["more than due is paid", facts({ confirmed: 150_000n }), "PAID"],
    ["a shortfall within the tolerance is paid", facts({ confirmed: 99_000n, toleranceBps: 100 }), "PAID"],
    ["a shortfall beyond the tolerance is partial", facts({ confirmed: 98_999n, toleranceBps: 100 }), "PARTIALLY_PAID"],
    ["a late full payment pays an expired invoice", facts({ current: "EXPIRED", confirmed: 100_000n }), "PAID"],
    ["a late partial payment leaves it expired", facts({ current: "EXPIRED", confirmed: 1n }), "EXPIRED"],
    [
      "a payment after the monitoring window leaves it expired",
      facts({ current: "EXPIRED", confirmed: 100_000n, lateWindowOpen: false }),
      "EXPIRED",
    ],
    ["a canceled invoice stays canceled", facts({ current: "CANCELED", confirmed: 100_000n }), "CANCELED"],
    ["a paid invoice stays paid when a payment drops", facts({ current: "PAID" }), "PAID"],
    ["a dropped payment returns confirming to waiting", facts({ current: "CONFIRMING" }), "WAITING_PAYMENT"],
  ] as const)("%s", (_name, input, expected) => {
    expect(statusFromPayments(input)).toBe(expected);
  });
});

describe("paidThreshold", () => {
  it("rounds the tolerance down so the merchant never loses a base unit to rounding", () => {
    // 1 % of 199 is 1.99: only 1 unit of shortfall is forgiven.
    expect(paidThreshold(199n, 100)).toBe(198n);
  });

  it("keeps the full amount with no tolerance", () => {
    expect(paidThreshold(10n ** 18n, 0)).toBe(10n ** 18n);
  });
});
