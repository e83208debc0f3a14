import { describe, expect, it } from "vitest";
import { remainingToPay } from "./money";

describe("remainingToPay", () => {
  it("subtracts exactly, to the last base unit, and never goes below zero", () => {
    expect(remainingToPay("0.00002858", "0.00001429")).toBe("0.00001429");
    expect(remainingToPay("0.07598485", "0.000000000000000001")).toBe("0.075984849999999999");
    expect(remainingToPay("0.0303", "0")).toBe("0.0303");
    expect(remainingToPay("0.0303", "0.0303")).toBe("0");
    expect(remainingToPay("0.0303", "0.05")).toBe("0");
  });
});
