import { describe, expect, it } from "vitest";
import { env } from "@/kernel/env";
import { configurationVariables, testEnvironment, testSettings } from "./test-environment";

describe("the test environment", () => {
  it("finds every variable kernel/env.ts validates", () => {
    const names = configurationVariables();
    expect(names).toEqual(expect.arrayContaining(["RATES_STATIC", "CRON_SECRET", "LOG_LEVEL", "PIX_PSP_WEBHOOK_SECRET"]));
    // Every variable with a value after validation (all with a default, and those the tests set).
    for (const name of Object.keys(env)) expect(names).toContain(name);
  });

  it("clears each of them unless the tests set it, so nothing of the developer's shell comes through", () => {
    const environment = testEnvironment();
    for (const name of configurationVariables()) {
      if (name === "DATABASE_URL") continue;
      expect(environment[name], name).toBe(testSettings[name] ?? "");
    }
    expect(environment.PORT).toBe("");
    expect(environment.SKIP_ENV_VALIDATION).toBe("");
  });

  it("lets DATABASE_URL choose the database server of the run", () => {
    expect(testEnvironment()).not.toHaveProperty("DATABASE_URL");
  });

  it("runs the tests on the defaults of kernel/env.ts where they set nothing", () => {
    expect(env.RATES_STATIC).toBeUndefined();
    expect(env.RATES_PROVIDER).toBe("static");
    expect(env.LOG_LEVEL).toBe("info");
    expect(env.API_KEY_CACHE_SECONDS).toBe(5);
  });

  it("reads the variable names from the server block only", () => {
    const source = [
      "const x = {\n    NOT_THIS: 1,\n};",
      "export const env = createEnv({",
      "  server: {",
      "    FIRST: z.string(),",
      "    // A comment: IGNORED: here",
      "    SECOND_2: positiveInt(5),",
      "  },",
      "  client: {},",
      "});",
    ].join("\n");
    expect(configurationVariables(source)).toEqual(["FIRST", "SECOND_2"]);
  });
});
