import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";

/**
 * The layers of docs/architecture.md, checked on every import (tests and their helpers may reach
 * anywhere): imports run downhill, from routes and pages to the doors, the domains (server/), the
 * database (db/), the shared vocabulary (vocabulary/) and the kernel (kernel/).
 */
const doors = ["trpc", "rest", "cli", "background", "openapi", "seed", "session", "web"].map((door) => `./server/${door}`);
const compositionRoots = ["./server/startup.ts", "./server/health.ts"];
const layerZones = [
  {
    target: "./kernel",
    from: ["./server", "./db", "./vocabulary", "./components", "./app", "./i18n"],
    message: "The kernel (configuration, errors, money, validation, logging) imports nothing of the project above it.",
  },
  {
    target: "./vocabulary",
    from: ["./server", "./db", "./components", "./app", "./i18n"],
    message: "The shared vocabulary imports only the kernel.",
  },
  {
    target: "./db",
    from: ["./server", "./components", "./app", "./i18n"],
    except: ["./testing"],
    message: "The database layer imports only the kernel and the shared vocabulary.",
  },
  {
    target: "./server",
    from: [...doors, ...compositionRoots],
    except: [],
    message: "A domain never imports a door (tRPC, REST, CLI, background, OpenAPI, seed, session, web) or a composition root.",
  },
  { target: "./components", from: "./app", message: "Components never import routes or pages (app/)." },
];

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
          message: "Money is never a float: parse amounts with parseUnits() from kernel/money.ts.",
        },
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through kernel/env.ts.",
        },
      ],
    },
  },
  {
    files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.mjs"],
    ignores: ["**/*.test.ts", "**/*.test.tsx", "server/testing/**", "db/testing/**", ...doors.map((door) => `${door.slice(2)}/**`), "server/startup.ts", "server/health.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: layerZones }] },
  },
  {
    // The doors and composition roots sit above the domains, but still never below the layers they gather.
    files: [...doors.map((door) => `${door.slice(2)}/**`), "server/startup.ts", "server/health.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "import/no-restricted-paths": ["error", { zones: layerZones.filter((zone) => zone.target !== "./server") }] },
  },
  {
    files: ["kernel/env.ts", "instrumentation.ts", "production-server.mjs", "db/testing/**", "playwright.config.ts", "e2e/**", "bench/**", "**/*.test.ts", "vitest.config.ts", "drizzle.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
]);
