import { describe, expect, it } from "vitest";
import { pixCodeRows } from "./pix-code-rows";

describe("PIX code box rows", () => {
  it("grows with the code so a static BR Code is never cut off on a phone", () => {
    // A static code with a description: 150 characters, 5 lines at 360 px.
    expect(pixCodeRows("0".repeat(150))).toBe(5);
    expect(pixCodeRows("0".repeat(20))).toBe(3);
    expect(pixCodeRows("0".repeat(1000))).toBe(12);
  });
});
