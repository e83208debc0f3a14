import { describe, expect, it } from "vitest";
import { formatZonedTime } from "./format-zoned-time";

describe("formatZonedTime", () => {
  it("renders São Paulo time with its -03:00 offset and milliseconds", () => {
    expect(formatZonedTime(new Date("2026-11-22T13:15:00.123Z"), "America/Sao_Paulo")).toBe(
      "2026-11-22T10:15:00.123-03:00",
    );
  });

  it("crosses the date line backwards when the local day is the previous one", () => {
    expect(formatZonedTime(new Date("2026-01-01T01:00:00.000Z"), "America/Sao_Paulo")).toBe(
      "2025-12-31T22:00:00.000-03:00",
    );
  });

  it("renders UTC as +00:00 and positive offsets with a plus sign", () => {
    expect(formatZonedTime(new Date("2026-05-01T12:00:00.000Z"), "UTC")).toBe("2026-05-01T12:00:00.000+00:00");
    expect(formatZonedTime(new Date("2026-05-01T12:00:00.000Z"), "Asia/Kolkata")).toBe("2026-05-01T17:30:00.000+05:30");
  });

  it("denotes the same instant as the input", () => {
    const date = new Date("2026-07-14T23:59:59.999Z");
    expect(Date.parse(formatZonedTime(date, "America/Manaus"))).toBe(date.getTime());
  });
});
