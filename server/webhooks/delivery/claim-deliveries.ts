// Claiming deliveries: one statement takes due rows (FOR UPDATE SKIP LOCKED, so concurrent workers
// never get the same row) and stamps them with a lease. The lease end also becomes the row's next
// attempt time, so a worker that dies mid-delivery leaves a row that simply falls due again.
import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { jsonbObjectOf, rowsOf, type Executor } from "@/db/client";

export type ClaimedDelivery = {
  id: number;
  eventId: string;
  userId: number;
  attemptCount: number;
  leaseToken: string;
  payload: Record<string, unknown>;
  endpoint: { url: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null } | null;
};

type Row = {
  id: number | string;
  event_id: string;
  user_id: number | string;
  attempt_count: number;
  payload: unknown;
  url: string | null;
  secret: string | null;
  previous_secret: string | null;
  previous_secret_expires_at: Date | string | null;
};

// postgres.js through drizzle hands raw timestamps over as text; PGlite parses them.
const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toClaimed(row: Row, leaseToken: string): ClaimedDelivery {
  return {
    id: Number(row.id),
    eventId: row.event_id,
    userId: Number(row.user_id),
    attemptCount: Number(row.attempt_count),
    leaseToken,
    payload: jsonbObjectOf(row.payload),
    endpoint:
      row.url !== null && row.secret !== null
        ? {
            url: row.url,
            secret: row.secret,
            previousSecret: row.previous_secret,
            previousSecretExpiresAt: asDate(row.previous_secret_expires_at),
          }
        : null,
  };
}

async function claimWhere(db: Executor, params: { leaseMs: number; target: SQL; extraSet?: SQL }) {
  const token = randomUUID();
  // The lease runs on the wall clock even when a caller judges "due" at another instant.
  const leaseUntil = new Date(Date.now() + params.leaseMs).toISOString();
  const result = await db.execute(sql`
    with claimed as (
      update webhook_deliveries d
      set lease_token = ${token}::uuid,
          lease_expires_at = ${leaseUntil}::timestamptz,
          next_attempt_at = ${leaseUntil}::timestamptz,
          updated_at = now()
          ${params.extraSet ?? sql``}
      where ${params.target}
      returning d.id, d.event_id, d.user_id, d.attempt_count
    )
    select c.id, c.event_id, c.user_id, c.attempt_count, e.payload,
           ep.url, ep.secret, ep.previous_secret, ep.previous_secret_expires_at
    from claimed c
    join webhook_events e on e.id = c.event_id
    left join webhook_endpoints ep on ep.user_id = c.user_id
    order by c.id`);
  return rowsOf<Row>(result).map((row) => toClaimed(row, token));
}

/** Claims up to `limit` due pending deliveries, oldest due first. */
export function claimDueDeliveries(db: Executor, params: { now: Date; limit: number; leaseMs: number }) {
  const now = params.now.toISOString();
  return claimWhere(db, {
    leaseMs: params.leaseMs,
    // array(...) evaluates the locking subquery exactly once.
    target: sql`d.id = any(array(
      select id from webhook_deliveries
      where state = 'pending' and next_attempt_at <= ${now}::timestamptz
      order by next_attempt_at, id
      limit ${params.limit}
      for update skip locked))`,
  });
}

/**
 * Claims one delivery whatever its state (resend, test event), unless a worker holds a live lease
 * on it: then null, and the caller reports the delivery as in progress.
 */
export async function claimDeliveryNow(db: Executor, params: { deliveryId: number; now: Date; leaseMs: number }) {
  const now = params.now.toISOString();
  const [claimed] = await claimWhere(db, {
    leaseMs: params.leaseMs,
    extraSet: sql`, state = 'pending'`,
    target: sql`d.id = ${params.deliveryId}
      and (d.lease_token is null or d.lease_expires_at <= ${now}::timestamptz)`,
  });
  return claimed ?? null;
}
