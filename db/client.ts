// The database: embedded PGlite when DATABASE_URL is unset, a PostgreSQL server through postgres.js
// when it is set. Everything above this file sees one drizzle `Database` type.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/kernel/env";
import * as schema from "@/db/schema";
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

/**
 * Opens a PostgreSQL server. Every statement is bounded on the server (statement_timeout, and an
 * idle transaction is ended) and on the client (a little later, so a query the driver loses still
 * settles); what a dead connection failed before it could have done anything is run again
 * (db/resilient-postgres.ts). `statementTimeoutMs: 0` lifts both bounds (migrations build indexes).
 */
export async function openPostgres(url: string, options: { max?: number; statementTimeoutMs?: number } = {}): Promise<Handle> {
  const { default: postgres } = await import("postgres");
  const { drizzle } = await import("drizzle-orm/postgres-js");
  const { resilientPostgres } = await import("./resilient-postgres");
  const statementTimeoutMs = options.statementTimeoutMs ?? env.DATABASE_STATEMENT_TIMEOUT_MS;
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // No array-type lookup on each new connection: no column is an array, and a connection the
    // server terminates during that lookup failed it outside any caller's reach.
    fetch_types: false,
    connection: {
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: statementTimeoutMs,
    },
  });
  const guarded = resilientPostgres(client, {
    // Past the server's own bound, so the server's cancel is what normally ends a slow statement.
    queryTimeoutMs: statementTimeoutMs > 0 ? statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS : 2 ** 31 - 1,
    retries: 4,
  });
  const db = drizzle(guarded, { schema }) as unknown as Database;
  return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
}

const CLIENT_TIMEOUT_MARGIN_MS = 5_000;

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

/** A jsonb object column of a raw `db.execute(sql…)`: PGlite parses it, postgres.js hands over its text. */
export function jsonbObjectOf(value: unknown): Record<string, unknown> {
  return (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;
}
