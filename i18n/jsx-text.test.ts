// No dashboard page or component writes a user-visible word in its JSX: text comes from the message
// catalogs. A scan of the TypeScript syntax tree for JSX text and for string literals given to the
// attributes people read (labels, titles, placeholders, alternative texts).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

/** The dashboard's pages, its sign-in page and the component families they draw. */
const scanned = [
  "app/dashboard",
  "app/(auth)",
  "components/dashboard",
  "components/invoices",
  "components/withdrawals",
  "components/crypto",
  "components/pix",
  "components/webhooks",
  "components/ui",
  "components/payment-links",
  "components/checkout-sessions",
  "components/checkout-settings",
];

/** Attributes whose string value a reader sees or hears. */
const readAttributes = new Set(["label", "title", "placeholder", "alt", "aria-label", "description", "hint", "emptyText", "copyLabel"]);

/** Words and symbols that are the same in every language: codes, units, brand names. */
const allowed = /^(?:[\s\p{P}\p{S}\d]*|PIX|BTC|ETH|USDT|BRL|USD|EUR|CPF|CNPJ|CSV|QR|API|URL)$/u;

function tsxFiles(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith(".tsx") ? [path] : [];
  });
}

/** Each literal text of the file a user would read, with its line. */
function literalTexts(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(join(root, path), "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, " ").trim();
    if (!allowed.test(trimmed) && /\p{L}/u.test(trimmed)) {
      found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(trimmed)}`);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && readAttributes.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      if (ts.isJsxExpression(value) && value.expression && (ts.isStringLiteral(value.expression) || ts.isNoSubstitutionTemplateLiteral(value.expression))) {
        report(value, value.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("dashboard JSX", () => {
  const files = scanned.flatMap(tsxFiles).map((path) => relative(root, join(root, path)));

  it("finds the dashboard's files", () => {
    expect(files).toContain("app/dashboard/page.tsx");
    expect(files.length).toBeGreaterThan(30);
  });

  it("has no literal user-visible text outside the catalogs", () => {
    expect(files.flatMap(literalTexts)).toEqual([]);
  });
});
