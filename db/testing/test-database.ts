import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres } from "@/db/client";

type TemplateInfo = { kind: "pglite"; template: string } | { kind: "postgres"; template: string };

export async function createTestDatabase(info: TemplateInfo) {
  if (info.kind === "pglite") {
    const dump = new Blob([readFileSync(info.template)]);
    return openPglite("memory://", { loadDataDir: dump, migrate: false });
  }
  const url = process.env.DATABASE_URL ?? "";
  const name = `ponte_test_${randomBytes(6).toString("hex")}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${info.template}`));
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  const handle = await openPostgres(parsed.toString(), { max: 10 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    },
  };
}
