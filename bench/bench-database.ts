// The database of an in-process benchmark: embedded PGlite in memory, or, with
// BENCH_DATABASE_URL=postgres://…/postgres, a scratch database on that server, migrated here and
// dropped by close().
import { sql } from "drizzle-orm";
import { migrationsFolder, openPglite, openPostgres } from "@/db/client";

export async function openBenchDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openPglite("memory://");
    return { ...handle, label: "PGlite (embedded, in memory)" };
  }
  const scratch = `ponte_bench_${process.pid}`;
  const admin = await openPostgres(adminUrl, { max: 1 });
  await admin.db.execute(sql.raw(`CREATE DATABASE ${scratch}`));
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  const handle = await openPostgres(url.toString(), { max: 10 });
  const { migrate } = await import("drizzle-orm/postgres-js/migrator");
  await migrate(handle.db as never, { migrationsFolder });
  return {
    db: handle.db,
    label: "PostgreSQL server",
    close: async () => {
      await handle.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`));
      await admin.close();
    },
  };
}
