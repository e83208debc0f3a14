// Guards the money rule: amounts are never parsed into floats for arithmetic. A JSON boundary
// that must produce a number says so with a `money-json:` comment on the same line.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const roots = ["server", "app", "components"];
const moneyWords = /(amount|rate|due|paid|price|valor|base|minor|units|centavos)/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.ts$/.test(entry) ? [full] : [];
  });
}

function parsesMoneyAsFloat(line: string) {
  if (line.includes("money-json:")) return false;
  if (/\bparseFloat\(/.test(line)) return true;
  const calls = line.match(/\b(?:Number|parseInt)\(([^)]*)\)/g) ?? [];
  return calls.some((call) => moneyWords.test(call));
}

function offendingLines(file: string) {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => parsesMoneyAsFloat(line))
    .map(({ line, number }) => `${file}:${number}: ${line.trim()}`);
}

describe("money is never a float", () => {
  it("has no parseFloat, and no Number()/parseInt() of an amount, outside marked JSON boundaries", () => {
    const offenders = roots.flatMap((root) => sourceFiles(path.join(process.cwd(), root))).flatMap(offendingLines);
    expect(offenders).toEqual([]);
  });

  it("catches float parses of amounts and lets marked JSON boundaries and other numbers through", () => {
    expect(parsesMoneyAsFloat("const due = Number(invoice.amountDueBase) * 2;")).toBe(true);
    expect(parsesMoneyAsFloat("const paid = parseFloat(text);")).toBe(true);
    expect(parsesMoneyAsFloat("const cents = parseInt(amountText, 10);")).toBe(true);
    expect(parsesMoneyAsFloat("return Number(formatUnits(minor, 2)); // money-json: output")).toBe(false);
    expect(parsesMoneyAsFloat("const page = Number(query.page);")).toBe(false);
  });
});
