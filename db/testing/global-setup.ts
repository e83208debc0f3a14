// Prepares one migrated template database per test run; each test file then gets its own copy.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { testEnvironment } from "./test-environment";

export const templateDumpPath = path.join(process.cwd(), ".data", "test", "template.tar");

export default async function setup(project: TestProject) {
  // This process validates the configuration as well (db/client reads kernel/env.ts): with the
  // tests' values, as the workers do, not with the shell's.
  Object.assign(process.env, testEnvironment());
  const { migrationsFolder, openPglite, openPostgres } = await import("@/db/client");
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openPglite("memory://");
    const dump = await handle.pglite.dumpDataDir("none");
    mkdirSync(path.dirname(templateDumpPath), { recursive: true });
    writeFileSync(templateDumpPath, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
    project.provide("testDatabase", { kind: "pglite", template: templateDumpPath });
    return;
  }
  const template = `ponte_test_template_${process.pid}`;
  const admin = await openPostgres(url, { max: 1 });
  const { sql } = await import("drizzle-orm");
  await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
  await admin.db.execute(sql.raw(`CREATE DATABASE ${template}`));
  const templateHandle = await openPostgres(withDatabase(url, template), { max: 1, statementTimeoutMs: 0 });
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  await migrate(templateHandle.db as never, { migrationsFolder });
  await templateHandle.close();
  project.provide("testDatabase", { kind: "postgres", template });
  return async () => {
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    await admin.close();
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: { kind: "pglite"; template: string } | { kind: "postgres"; template: string };
  }
}
