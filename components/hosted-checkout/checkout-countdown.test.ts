import { describe, expect, it } from "vitest";
import { formatDuration } from "./checkout-countdown";

describe("checkout countdown", () => {
  it("shows minutes and seconds, then hours, then days for long PIX expiries", () => {
    expect(formatDuration(65)).toBe("01:05");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(2 * 86400 + 3 * 3600)).toBe("2d 03:00:00");
    expect(formatDuration(0)).toBe("00:00");
  });
});
