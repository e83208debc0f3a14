import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { claimJobLease, releaseJobLease, withJobLease } from "./lease";
import { runTick } from "@/server/background/run-tick";

describe("job leases", () => {
  it("gives a lease to one of two concurrent claimers", async () => {
    const db = await getDb();
    const claims = await Promise.all([claimJobLease(db, "watch", 10_000), claimJobLease(db, "watch", 10_000)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("lets a second holder take over an expired lease, and ignores the first holder's release", async () => {
    const db = await getDb();
    const first = await claimJobLease(db, "expiring", 10_000);
    expect(first).not.toBeNull();
    await db.execute(sql`update job_leases set lease_expires_at = now() - interval '1 second' where name = 'expiring'`);
    const second = await claimJobLease(db, "expiring", 10_000);
    expect(second).not.toBeNull();
    if (first) await releaseJobLease(db, first);
    expect(await claimJobLease(db, "expiring", 10_000)).toBeNull();
  });

  it("runs the work of two concurrent workers once", async () => {
    const db = await getDb();
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await Promise.all([withJobLease(db, "once", 10_000, work), withJobLease(db, "once", 10_000, work)]);
    expect(runs).toBe(1);
    await withJobLease(db, "once", 10_000, work);
    expect(runs).toBe(2);
  });
});

describe("tick", () => {
  it("runs every job and keeps going after one fails", async () => {
    const db = await getDb();
    const ran: string[] = [];
    const report = await runTick(db, [
      { name: "first", run: async () => void ran.push("first") },
      {
        name: "broken",
        run: async () => {
          throw new Error("boom");
        },
      },
      { name: "last", run: async () => (ran.push("last"), { delivered: 3 }) },
    ]);
    expect(ran).toEqual(["first", "last"]);
    expect(report.broken?.ok).toBe(false);
    expect(report.last).toMatchObject({ ok: true, result: { delivered: 3 } });
  });
});
