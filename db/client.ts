// The database: embedded PGlite when DATABASE_URL is unset, a PostgreSQL server through postgres.js
// when it is set. Everything above this file sees one drizzle `Database` type.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/server/env";
import * as schema from "./schema";
import { acquireEmbeddedLock } from "./embedded-lock";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

export const migrationsFolder = path.join(process.cwd(), "db", "migrations");

type Handle = { db: Database; kind: "pglite" | "postgres"; close: () => Promise<void> };

const globalKey = Symbol.for("ponte.database");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };
const holder = globalThis as GlobalWithDb;

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Handle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const client = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
}

/** Opens PGlite on a directory (or in memory with `memory://`), migrating it to the latest schema. */
export async function openPglite(
  dataDir: string,
  options: { loadDataDir?: Blob; migrate?: boolean } = {},
): Promise<Handle & { pglite: import("@electric-sql/pglite").PGlite }> {
  const { PGlite } = await import("@electric-sql/pglite");
  // The migrations create pg_trgm (the list's text search); PGlite must load its code on every open.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : acquireEmbeddedLock(dataDir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(inMemory ? undefined : dataDir, {
    loadDataDir: options.loadDataDir,
    relaxedDurability: inMemory,
    extensions: { pg_trgm },
  });
  const db = drizzle(pglite, { schema }) as unknown as Database;
  if (options.migrate !== false) {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, { migrationsFolder });
  }
  return {
    db,
    pglite,
    kind: "pglite",
    close: async () => {
      await pglite.close();
      release();
    },
  };
}

function openConfigured(): Promise<Handle> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, { max: env.DATABASE_POOL_SIZE });
  return openPglite(path.resolve(env.PGLITE_DIR));
}

function handle(): Promise<Handle> {
  holder[globalKey] ??= openConfigured().catch((error: unknown) => {
    holder[globalKey] = undefined;
    throw error;
  });
  return holder[globalKey];
}

/** The process-wide database, opened (and for PGlite migrated) on first use. */
export async function getDb(): Promise<Database> {
  return (await handle()).db;
}

/** Replaces the process-wide database (tests give each file a database of its own); returns the one it replaced. */
export async function setDatabase(next: Handle): Promise<Handle | undefined> {
  const previous = holder[globalKey];
  holder[globalKey] = Promise.resolve(next);
  return previous ? await previous : undefined;
}

export async function closeDb() {
  const current = holder[globalKey];
  holder[globalKey] = undefined;
  if (current) await (await current).close();
}

/** Rows of a raw `db.execute(sql…)`: postgres.js answers an array, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
