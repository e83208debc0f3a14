// `npm run db:migrate`: applies db/migrations to DATABASE_URL (PGlite migrates itself on start).
import { env } from "@/kernel/env";
import { migrationsFolder, openPglite, openPostgres } from "./client";

async function main() {
  if (!env.DATABASE_URL) {
    const handle = await openPglite(env.PGLITE_DIR);
    await handle.close();
    console.log(`Embedded database at ${env.PGLITE_DIR} is migrated.`);
    return;
  }
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  const handle = await openPostgres(env.DATABASE_URL, { max: 1, statementTimeoutMs: 0 });
  await migrate(handle.db as never, { migrationsFolder });
  await handle.close();
  console.log("Migrations applied.");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
