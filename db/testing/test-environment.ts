// The configuration every test runs with, whatever the developer's shell exports: each variable
// kernel/env.ts knows is cleared (it treats an empty value as unset, so its default applies) unless
// it is set here. DATABASE_URL alone passes through: it picks the database server of the run.
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The values the tests rely on. */
export const testSettings: Record<string, string> = {
  NODE_ENV: "test",
  SCHEDULER: "off",
  SEED_DEMO: "false",
  // The demo seed writes its credentials file here: never over a developer's ./.data one.
  DATA_DIR: path.join(tmpdir(), "ponte-test-data"),
  WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  AUTH_SECRET: "test-auth-secret-0123456789abcdef",
  CRON_SECRET: "test-cron-secret-0123456789abcdef",
  APP_URL: "http://localhost:3000",
  PONTE_ENCRYPTION_KEY: "9f3c2a1b8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a3928170615f4e3",
};

/** Read by kernel/env.ts besides its variables (the default APP_URL's port, the validation escape). */
const alsoRead = ["PORT", "SKIP_ENV_VALIDATION"];
const passedThrough = new Set(["DATABASE_URL"]);

/** The variable names of kernel/env.ts's `server` block, read from its source. */
export function configurationVariables(source = readFileSync(fileURLToPath(new URL("../../kernel/env.ts", import.meta.url)), "utf8")): string[] {
  const block = /\n {2}server: \{\n([\s\S]*?)\n {2}\},\n/.exec(source)?.[1] ?? "";
  return [...block.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1] ?? "");
}

/** `test.env` of vitest.config.ts: every known variable cleared, then the test values. */
export function testEnvironment(names: string[] = configurationVariables()): Record<string, string> {
  const cleared = Object.fromEntries([...names, ...alsoRead].filter((name) => !passedThrough.has(name)).map((name) => [name, ""]));
  return { ...cleared, ...testSettings };
}
