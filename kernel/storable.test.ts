import { describe, expect, it } from "vitest";
import { findUnstorableText, isStorableDate, storableDate, unstorableTextReason } from "./storable";

describe("unstorableTextReason", () => {
  it.each([
    ["a NUL", "ana\u0000"],
    ["a lone high surrogate", "\ud800"],
    ["a lone low surrogate", "x\udc00y"],
    ["a high surrogate at the end", "emoji \ud83d"],
    ["two high surrogates", "\ud83d\ud83d\ude00"],
  ])("refuses text with %s", (_label, text) => {
    expect(unstorableTextReason(text)).not.toBeNull();
  });

  it.each(["", "Ana Souza", "São Paulo", "emoji \ud83d\ude00 pair", "\u00a0\u2028\uffff"])("accepts %j", (text) => {
    expect(unstorableTextReason(text)).toBeNull();
  });
});

describe("findUnstorableText", () => {
  it("names every bad string and key by its path, in document order", () => {
    const value = { a: "ok", b: ["ok", "x\u0000"], c: { d: "\udc00", "e\u0000": 1, f: [{ g: "\ud800" }] } };
    expect(findUnstorableText(value).map((error) => error.path)).toEqual(["b.1", "c.d", "c.e\u0000", "c.f.0.g"]);
  });

  it("puts the prefix before the path, and names a bare string (body)", () => {
    expect(findUnstorableText({ query: "\u0000" }, "query")[0]?.path).toBe("query.query");
    expect(findUnstorableText("\u0000")[0]?.path).toBe("(body)");
  });

  it("ignores numbers, booleans and null", () => {
    expect(findUnstorableText({ a: 1, b: true, c: null, d: [1e-21] })).toEqual([]);
  });

  it("walks a body nested 32,000 deep without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(32_000)}"\\u0000"${"]".repeat(32_000)}`);
    expect(findUnstorableText(deep)).toHaveLength(1);
  });

  it("stops at 20 errors", () => {
    expect(findUnstorableText(Array.from({ length: 100 }, () => "\u0000"))).toHaveLength(20);
  });
});

describe("storable dates", () => {
  it.each([
    ["0000-12-31T23:59:59.999Z", false],
    ["0001-01-01T00:00:00.000Z", true],
    ["2026-11-25T10:00:00-03:00", true],
    ["9999-12-31T23:59:59.999Z", true],
    ["9999-12-31T23:00:00-05:00", false],
  ])("%s storable: %s", (text, storable) => {
    expect(isStorableDate(new Date(text))).toBe(storable);
    expect(storableDate.safeParse(new Date(text)).success).toBe(storable);
  });
});
