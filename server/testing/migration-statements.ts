// A data migration's statements, run again on a test's database: the backfills are idempotent, and
// their tests run them over rows written the way an older version wrote them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrationsFolder, type Database } from "@/db/client";

/** Runs `fileName` of db/migrations statement by statement, as the migrator splits it. */
export function migrationRunner(fileName: string) {
  const statements = readFileSync(path.join(migrationsFolder, fileName), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
  return async (db: Database) => {
    for (const statement of statements) await db.execute(sql.raw(statement));
  };
}
