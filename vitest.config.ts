import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    env: {
      NODE_ENV: "test",
      SCHEDULER: "off",
      SEED_DEMO: "false",
      // The demo seed writes its credentials file here: never over a developer's ./.data one.
      DATA_DIR: path.join(tmpdir(), "ponte-test-data"),
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      AUTH_SECRET: "test-auth-secret-0123456789abcdef",
      CRON_SECRET: "test-cron-secret-0123456789abcdef",
      APP_URL: "http://localhost:3000",
    },
  },
});
