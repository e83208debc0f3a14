import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([".next/**", ".data/**", "node_modules/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "db/migrations/**", "sdk/dist/**"]),
  {
    plugins: { drizzle },
    rules: {
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='parseFloat']",
          message: "Money is never a float: parse amounts with parseUnits() from server/kernel/money.ts.",
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through server/kernel/env.ts.",
        },
      ],
    },
  },
  {
    files: ["server/kernel/env.ts", "instrumentation.ts", "production-server.mjs", "db/testing/**", "playwright.config.ts", "e2e/**", "bench/**", "**/*.test.ts", "vitest.config.ts", "drizzle.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
]);
