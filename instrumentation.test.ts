import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigurationError, isConfigurationError, throwConfigurationError } from "@/kernel/configuration-error";

// Should a case ever pass validation, the server it starts stays out of the developer's ./.data.
const scratch = mkdtempSync(path.join(tmpdir(), "ponte-start-"));
const harmless = { DATA_DIR: scratch, PGLITE_DIR: path.join(scratch, "pglite"), SCHEDULER: "off", SEED_DEMO: "false" };
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs instrumentation.ts's register() as `next start` does at start-up, in a process of its own. */
function registerWith(configuration: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "-e", 'import("@/instrumentation.ts").then((m) => m.register())'], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", NEXT_RUNTIME: "nodejs", ...harmless, ...configuration },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("start-up with an invalid configuration", () => {
  it.each([
    ["a CRON_SECRET under 16 characters", { CRON_SECRET: "short-secret" }, "CRON_SECRET", "short-secret"],
    ["an APP_URL that is no URL", { APP_URL: "not a url" }, "APP_URL", "not a url"],
    ["a LOG_LEVEL out of the list", { LOG_LEVEL: "verbose" }, "LOG_LEVEL", "verbose"],
    ["a RATES_STATIC that is not JSON", { RATES_STATIC: "{BTC: 1" }, "RATES_STATIC", "{BTC: 1"],
    ["a RATES_STATIC with a zero rate", { RATES_STATIC: '{"BTC":{"BRL":"0"}}' }, "RATES_STATIC", '"0"'],
    ["a PIX_TIMEZONE that is no zone", { PIX_TIMEZONE: "Mars/Olympus" }, "PIX_TIMEZONE", "Mars/Olympus"],
    ["a USDTBSC_CONTRACT that is no EVM address", { USDTBSC_CONTRACT: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t" }, "USDTBSC_CONTRACT", "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t"],
  ])("exits non-zero naming the variable for %s, without echoing its value", (_label, configuration, variable, value) => {
    const { status, output } = registerWith(configuration);
    expect(status).toBe(1);
    expect(output).toContain("Invalid configuration");
    expect(output).toMatch(new RegExp(`^  ${variable}: .+`, "m"));
    expect(output).not.toContain(value);
  });

  it("names every variable at fault at once", () => {
    const { status, output } = registerWith({ CRON_SECRET: "short", DATABASE_POOL_SIZE: "-1", WEBHOOK_RETRY_DELAYS_S: "soon" });
    expect(status).toBe(1);
    for (const variable of ["CRON_SECRET", "DATABASE_POOL_SIZE", "WEBHOOK_RETRY_DELAYS_S"]) expect(output).toContain(`  ${variable}: `);
  });
});

describe("ConfigurationError", () => {
  it("lists one line per issue, by variable", () => {
    const error = (() => {
      try {
        throwConfigurationError([
          { message: "Too small", path: ["CRON_SECRET"] },
          { message: "Invalid URL", path: [{ key: "APP_URL" }] },
        ]);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(isConfigurationError(error)).toBe(true);
    expect((error as ConfigurationError).variables).toEqual(["CRON_SECRET", "APP_URL"]);
    expect((error as Error).message.split("\n").slice(1)).toEqual(["  CRON_SECRET: Too small", "  APP_URL: Invalid URL"]);
  });

  it("is recognised by name, as a copy of the module in another bundle chunk throws it", () => {
    expect(isConfigurationError(Object.assign(new Error("x"), { name: "ConfigurationError" }))).toBe(true);
    expect(isConfigurationError(new Error("x"))).toBe(false);
  });
});
