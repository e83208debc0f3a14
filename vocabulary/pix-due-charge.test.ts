// The consumer code's 2 % cap on a fine: a warning for the dashboard, never a refusal of the API.
import { describe, expect, it } from "vitest";
import { fineAboveConsumerCap, pixDueChargeInput } from "./pix-due-charge";

describe("the consumer code's cap on a fine (CDC art. 52 §1)", () => {
  it.each([
    ["2.00", false],
    ["1.99", false],
    ["2.01", true],
    ["10.00", true],
  ])("a %s%% fine is above it: %s", (valorPerc, above) => {
    expect(fineAboveConsumerCap(valorPerc)).toBe(above);
  });

  it("says nothing of text that is not a valorPerc", () => {
    expect(fineAboveConsumerCap("")).toBe(false);
    expect(fineAboveConsumerCap("3")).toBe(false);
    expect(fineAboveConsumerCap("abc")).toBe(false);
  });

  it("still accepts a fine above it, for a business charge", () => {
    const parsed = pixDueChargeInput.safeParse({ dataDeVencimento: "2026-12-10", multa: { modalidade: 2, valorPerc: "10.00" } });
    expect(parsed.success).toBe(true);
  });
});
