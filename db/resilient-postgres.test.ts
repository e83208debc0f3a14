import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { getDb, openPostgres, rowsOf, type Database } from "./client";
import { isConnectionFailure, neverReachedServer } from "./connection-errors";
import { isReadOnlyStatement } from "./resilient-postgres";

describe("which statements may run again after a lost connection", () => {
  it.each([
    ["select * from invoices where id = $1", true],
    ["  SELECT 1", true],
    ["with allocated as (select nextval('wallet_index_1')) select * from allocated", true],
    ["select * from invoices where id = $1 for update", false],
    ["select * from invoices for no key update", false],
    ["select pg_advisory_lock(1)", false],
    ["with inserted as (insert into invoices default values returning id) select id from inserted", false],
    ["with gone as (delete from idempotency_keys returning key) select key from gone", false],
    ["insert into invoices default values", false],
    ["update invoices set status = 'PAID'", false],
  ])("%s → %s", (statement, expected) => {
    expect(isReadOnlyStatement(statement)).toBe(expected);
  });

  it("tells errors raised before the server had the statement from those that lost it", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const terminated = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    const wrapped = new Error("Failed query: select 1", { cause: terminated });
    expect(neverReachedServer(refused)).toBe(true);
    expect(neverReachedServer(wrapped)).toBe(false);
    expect(isConnectionFailure(wrapped)).toBe(true);
    expect(isConnectionFailure(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
  });
});

const onServer = inject("testDatabase").kind === "postgres";

describe.skipIf(!onServer)("a PostgreSQL server that terminates the pool's connections", () => {
  let db: Database;

  beforeAll(async () => {
    db = await getDb();
    await db.execute(sql`create table if not exists resilience_probe (id serial primary key, note text not null)`);
  });

  const terminateOthers = async () =>
    rowsOf<{ terminated: boolean }>(
      await db.execute(sql`select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`),
    ).length;

  it("answers every read after each pooled connection was terminated", async () => {
    // Every pooled connection busy once, so each holds a backend to terminate.
    await Promise.all(Array.from({ length: 10 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    expect(await terminateOthers()).toBeGreaterThan(0);
    const answers = await Promise.allSettled(Array.from({ length: 30 }, (_, index) => db.execute(sql`select ${index}::int as n`)));
    expect(answers.filter((answer) => answer.status === "rejected")).toEqual([]);
  });

  it("runs a transaction again when its connection was lost before it committed, writing once", async () => {
    const note = `tx-${Date.now()}`;
    let attempts = 0;
    await db.transaction(async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into resilience_probe (note) values (${note})`);
      // The first attempt's backend is terminated from another connection mid-transaction.
      if (attempts === 1) {
        const [{ pid }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
        await db.execute(sql`select pg_terminate_backend(${pid})`);
        await tx.execute(sql`select 1`);
      }
    });
    expect(attempts).toBe(2);
    const rows = rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from resilience_probe where note = ${note}`));
    expect(rows[0]?.count).toBe(1);
  });

  it("ends a statement that runs past the bound, on the server", async () => {
    const url = new URL(process.env.DATABASE_URL ?? "");
    const [{ name }] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`)) as [{ name: string }];
    url.pathname = `/${name}`;
    const bounded = await openPostgres(url.toString(), { max: 1, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      await expect(bounded.db.execute(sql`select pg_sleep(5)`)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await bounded.close();
    }
  });

  afterAll(async () => {
    await db.execute(sql`drop table if exists resilience_probe`);
  });
});
