// Recording attempts: one statement per batch updates each delivery and logs its attempt, fenced
// by the lease token. A worker whose lease ran out (and was taken over) changes nothing.
import { sql } from "drizzle-orm";
import { rowsOf, type Executor } from "@/db/client";
import type { DeliveryOutcome } from "./attempt-delivery";

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** Returns the ids of the deliveries actually finalized (those whose lease was still held). */
export async function finalizeDeliveries(db: Executor, leaseToken: string, outcomes: DeliveryOutcome[]) {
  if (outcomes.length === 0) return [];
  const values = sql.join(
    outcomes.map(
      (outcome) => sql`(
        ${outcome.deliveryId}::bigint, ${outcome.state}::text, ${outcome.attemptCount}::integer,
        ${iso(outcome.nextAttemptAt)}::timestamptz, ${iso(outcome.completedAt)}::timestamptz,
        ${iso(outcome.attemptedAt)}::timestamptz, ${outcome.result.statusCode}::integer,
        ${outcome.result.errorKind}::text, ${outcome.result.latencyMs}::integer,
        ${outcome.result.excerpt}::text, ${outcome.trigger}::text)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with outcome (id, state, attempt_count, next_attempt_at, completed_at, attempted_at, status_code,
                  error_kind, latency_ms, excerpt, trigger) as (values ${values}),
    updated as (
      update webhook_deliveries d
      set state = o.state, attempt_count = o.attempt_count, next_attempt_at = o.next_attempt_at,
          completed_at = coalesce(o.completed_at, d.completed_at),
          lease_token = null, lease_expires_at = null,
          last_status_code = o.status_code, last_error = o.error_kind, updated_at = now()
      from outcome o
      where d.id = o.id and d.lease_token = ${leaseToken}::uuid
      returning d.id
    )
    insert into webhook_attempts (delivery_id, attempted_at, status_code, error_kind, latency_ms, response_excerpt, trigger)
    select o.id, o.attempted_at, o.status_code, o.error_kind, o.latency_ms, o.excerpt, o.trigger
    from outcome o join updated u on u.id = o.id
    returning delivery_id`);
  return rowsOf<{ delivery_id: number | string }>(result).map((row) => Number(row.delivery_id));
}
