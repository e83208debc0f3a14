// Named leases: one holder at a time per name, taken over when the holder's lease runs out (crash).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "@/db/client";

export type JobLease = { name: string; holder: string };

/** Claims the lease `name` for `ttlMs`; null when another holder has a live lease. */
export async function claimJobLease(db: Database, name: string, ttlMs: number): Promise<JobLease | null> {
  const holder = randomUUID();
  const result = await db.execute(sql`
    insert into job_leases (name, holder, lease_expires_at, last_run_at)
    values (${name}, ${holder}, now() + ${`${ttlMs} milliseconds`}::interval, now())
    on conflict (name) do update
      set holder = excluded.holder, lease_expires_at = excluded.lease_expires_at, last_run_at = now()
      where job_leases.lease_expires_at is null or job_leases.lease_expires_at < now()
    returning holder`);
  const [row] = rowsOf<{ holder: string }>(result);
  return row?.holder === holder ? { name, holder } : null;
}

/** Gives the lease back early; a holder that already lost it changes nothing. */
export async function releaseJobLease(db: Database, lease: JobLease) {
  await db.execute(sql`
    update job_leases set lease_expires_at = null, last_finished_at = now()
    where name = ${lease.name} and holder = ${lease.holder}`);
}

/** Runs `work` under the lease `name`, or skips it (returns null) while another instance holds it. */
export async function withJobLease<T>(db: Database, name: string, ttlMs: number, work: () => Promise<T>) {
  const lease = await claimJobLease(db, name, ttlMs);
  if (!lease) return null;
  try {
    return await work();
  } finally {
    await releaseJobLease(db, lease);
  }
}
