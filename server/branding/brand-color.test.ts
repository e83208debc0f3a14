import { describe, expect, it } from "vitest";
import { contrastRatio, DARK_TEXT, LIGHT_TEXT, normalizeHexColor, relativeLuminance, textColorOn } from "./brand-color";

describe("brand colour", () => {
  it("normalizes short and upper-case hex colours", () => {
    expect(normalizeHexColor("#ABC")).toBe("#aabbcc");
    expect(normalizeHexColor("#0B875F")).toBe("#0b875f");
  });

  it("computes the WCAG luminance and contrast of known pairs", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#000000")).toBe(21);
    // #767676 is the lightest grey with 4.5:1 on white.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("puts white text on dark brands and dark text on light ones", () => {
    expect(textColorOn("#0a6b4d")).toBe(LIGHT_TEXT);
    // White reads at only 3:1 on this orange: black it is.
    expect(textColorOn("#f97316")).toBe(DARK_TEXT);
    expect(textColorOn("#1d4ed8")).toBe(LIGHT_TEXT);
    expect(textColorOn("#facc15")).toBe(DARK_TEXT);
    expect(textColorOn("#ffffff")).toBe(DARK_TEXT);
  });

  it("keeps at least 4.5:1 whatever the colour", () => {
    for (let red = 0; red < 256; red += 17) {
      for (let green = 0; green < 256; green += 17) {
        for (let blue = 0; blue < 256; blue += 17) {
          const color = `#${[red, green, blue].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
          expect(contrastRatio(color, textColorOn(color))).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });
});
