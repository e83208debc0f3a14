import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testEnvironment } from "./db/testing/test-environment.js";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["**/*.test.ts"],
    exclude: ["node_modules/**", ".next/**", "e2e/**", ".data/**"],
    environment: "node",
    globalSetup: ["./db/testing/global-setup.ts"],
    setupFiles: ["./db/testing/setup-file.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // next-auth imports "next/server" without the extension Node's ESM loader wants: run it through Vite.
    server: { deps: { inline: ["next-auth"] } },
    // Hermetic: whatever the shell exports (RATES_STATIC, LOG_LEVEL, …), tests see only these values.
    env: testEnvironment(),
  },
});
