import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const runId = Date.now().toString(36);
/** The local TRON HTTP API the app watches (e2e/fake-tron-server.ts). */
const tronPort = Number(process.env.E2E_TRON_PORT ?? port + 50);

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  // The dashboard speaks the browser's language (Portuguese first): the specs read English unless
  // they set their own locale.
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "en-US" } }],
  webServer: [
    {
      command: `npx tsx e2e/fake-tron-server.ts ${tronPort}`,
      url: `http://127.0.0.1:${tronPort}/wallet/getnowblock`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "pipe",
    },
    {
      // The production build (run `npm run build` first) on a fresh embedded database.
      command: `npm start -- -p ${port}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        APP_URL: baseURL,
        DATA_DIR: `.data/e2e-${runId}`,
        PGLITE_DIR: `.data/e2e-${runId}/pglite`,
        SCHEDULER_INTERVAL_MS: "1000",
        WEBHOOK_ALLOW_PRIVATE_URLS: "true",
        CRON_SECRET: "e2e-cron-secret-0123456789",
        AUTH_SECRET: "e2e-auth-secret-0123456789abcdef",
        LOG_LEVEL: "warn",
        TRON_API_URL: `http://127.0.0.1:${tronPort}`,
        PONTE_ENCRYPTION_KEY: "e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0e2e0",
      },
    },
  ],
});
