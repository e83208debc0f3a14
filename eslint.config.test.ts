// The layer rule of eslint.config.mjs catches an import that runs back up: each fixture below is a
// file that would break docs/architecture.md's "imports run downhill", linted where it would live.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: import.meta.dirname });

async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "import/no-restricted-paths").map((message) => message.message);
}

describe("the layer rule", () => {
  const wrong: [string, string, string][] = [
    ["kernel/fixture.ts", `import { invoices } from "@/db/schema";\nexport const fixture = invoices;\n`, "The kernel"],
    ["kernel/fixture.ts", `import { assets } from "@/vocabulary/assets";\nexport const fixture = assets;\n`, "The kernel"],
    ["vocabulary/fixture.ts", `import { findInvoice } from "@/server/invoices/get-invoice";\nexport const fixture = findInvoice;\n`, "shared vocabulary"],
    ["db/fixture.ts", `import { findInvoice } from "@/server/invoices/get-invoice";\nexport const fixture = findInvoice;\n`, "database layer"],
    ["server/invoices/fixture.ts", `import { createTRPCRouter } from "@/server/trpc/init";\nexport const fixture = createTRPCRouter;\n`, "never imports a door"],
    ["server/pix/fixture.ts", `import { withApiKey } from "../rest/handler";\nexport const fixture = withApiKey;\n`, "never imports a door"],
    ["components/ui/fixture.ts", `import RootLayout from "@/app/layout";\nexport const fixture = RootLayout;\n`, "Components never import"],
  ];
  it.each(wrong)("reports %s importing upward", async (filePath, code, why) => {
    const errors = await layerErrors(filePath, code);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toContain(why);
  });

  it("lets imports run downhill", async () => {
    expect(await layerErrors("server/invoices/fixture.ts", `import { AppError } from "@/kernel/errors";\nimport { invoices } from "@/db/schema";\nexport const fixture = [AppError, invoices];\n`)).toEqual([]);
    expect(await layerErrors("db/fixture.ts", `import { assets } from "@/vocabulary/assets";\nimport { env } from "@/kernel/env";\nexport const fixture = [assets, env];\n`)).toEqual([]);
    expect(await layerErrors("server/trpc/fixture.ts", `import { findInvoice } from "@/server/invoices/get-invoice";\nexport const fixture = findInvoice;\n`)).toEqual([]);
  });
});
