// Idempotency-Key for POST create endpoints: the same key and body within 24 h replays the first
// answer; the same key with another body is 422; a duplicate while the first still runs is 409.
//
// The key's record is claimed first; the create's own statement then names the invoice on it
// (server/invoices/insert-invoice.ts), so "an invoice exists for this key" commits with the invoice
// or not at all. A retry after any failure (a dropped connection while committing, a crash before
// the answer was stored) finds that invoice and answers it again: one key, at most one invoice.
// A create the key has no column for (a payment link) stores its whole answer on the key in its own
// transaction instead, and a key holding an answer is never given back.
import { createHash } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { isConnectionFailure, repeatIfConnectionFails } from "@/db/connection-errors";
import { idempotencyKeys } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { logger } from "@/kernel/logger";
import type { RestResult } from "./responses";

const RETENTION_MS = 24 * 60 * 60 * 1000;
/**
 * A claim older than this was left by a crashed request and may be taken over. Longer than any
 * statement may run (DATABASE_STATEMENT_TIMEOUT_MS), so the first request's insert has ended by then.
 */
const LOCK_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Hash of the parsed body with sorted keys, so formatting and key order do not matter. */
export function requestFingerprint(endpoint: string, body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, inner]) => [key, canonical(inner)]),
      );
    }
    return value;
  };
  return createHash("sha256").update(endpoint).update("\n").update(JSON.stringify(canonical(body) ?? null)).digest("hex");
}

function validateIdempotencyKey(key: string) {
  if (!KEY_PATTERN.test(key)) {
    throw new AppError("invalid_input", "The Idempotency-Key header is invalid.", {
      errors: [{ path: "headers.idempotency-key", message: "must be 1-255 visible ASCII characters" }],
    });
  }
}

async function claim(db: Database, params: { userId: number; key: string; endpoint: string; requestHash: string }) {
  const lockedUntil = new Date(Date.now() + LOCK_MS);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ ...params, lockedUntil })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return inserted.length > 0;
    } catch (error) {
      if (attempt >= 2 || !isConnectionFailure(error)) throw error;
      // The insert may have committed before its connection died: the record holding this very
      // lock time and body is this request's own claim.
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, params.userId), eq(idempotencyKeys.key, params.key)));
      if (!row) continue;
      return (
        row.lockedUntil.getTime() === lockedUntil.getTime() &&
        row.requestHash === params.requestHash &&
        row.responseStatus === null &&
        row.invoiceId === null
      );
    }
  }
}

/**
 * How an endpoint answers again for what its first request created: the invoice, or the checkout
 * session, its create named on the key in its own transaction. A key belongs to one endpoint (another
 * is 422), so `id` is always of the kind that endpoint creates. An endpoint whose create stores its
 * whole answer on the key in that transaction (a payment link) needs none.
 */
export type ReplayCreated = (db: Database, created: { userId: number; id: number }) => Promise<RestResult>;

const replayed = (result: RestResult): RestResult => ({
  ...result,
  headers: { ...result.headers, "idempotent-replayed": "true" },
});

export async function withIdempotency(
  db: Database,
  params: {
    userId: number;
    key: string;
    endpoint: string;
    requestHash: string;
    replayCreated?: ReplayCreated;
  },
  run: () => Promise<RestResult>,
): Promise<RestResult> {
  validateIdempotencyKey(params.key);
  const owner = and(eq(idempotencyKeys.userId, params.userId), eq(idempotencyKeys.key, params.key));
  await repeatIfConnectionFails(() =>
    db.delete(idempotencyKeys).where(and(owner, lt(idempotencyKeys.createdAt, new Date(Date.now() - RETENTION_MS)))),
  );

  const { replayCreated, ...record } = params;
  if (!(await claim(db, record))) {
    const [existing] = await db.select().from(idempotencyKeys).where(owner).limit(1);
    if (!existing) return withIdempotency(db, params, run);
    if (existing.requestHash !== params.requestHash || existing.endpoint !== params.endpoint) {
      throw new AppError("idempotency_key_reused");
    }
    if (existing.responseStatus !== null) {
      return {
        status: existing.responseStatus,
        body: existing.responseBody,
        headers: { "idempotent-replayed": "true" },
      };
    }
    // The invoice or session committed but its answer was never stored (the request failed after the commit).
    const createdId = existing.invoiceId ?? existing.checkoutSessionId;
    if (createdId !== null) {
      if (!replayCreated) throw new Error(`${params.endpoint} names what it creates on its key but cannot replay it`);
      return replayed(await replayCreated(db, { userId: params.userId, id: createdId }));
    }
    if (existing.lockedUntil.getTime() > Date.now()) throw new AppError("idempotency_in_progress");
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(Date.now() + LOCK_MS) })
      .where(
        and(
          owner,
          eq(idempotencyKeys.lockedUntil, existing.lockedUntil),
          isNull(idempotencyKeys.invoiceId),
          isNull(idempotencyKeys.checkoutSessionId),
          isNull(idempotencyKeys.responseStatus),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length === 0) throw new AppError("idempotency_in_progress");
  }

  // Only a request that created nothing gives its key back; the condition is checked by the
  // database, which alone knows whether the invoice (or an answer stored with what was created) committed.
  const release = async () => {
    try {
      await repeatIfConnectionFails(() =>
        db
          .delete(idempotencyKeys)
          .where(
            and(
              owner,
              isNull(idempotencyKeys.invoiceId),
              isNull(idempotencyKeys.checkoutSessionId),
              isNull(idempotencyKeys.responseStatus),
            ),
          ),
      );
    } catch (error) {
      // The claim stays until it is taken over (LOCK_MS): a retry meanwhile is answered 409.
      logger.warn("idempotency key not released", { key: params.key, error });
    }
  };

  let result: RestResult;
  try {
    result = await run();
  } catch (error) {
    await release();
    throw error;
  }
  if (result.status < 200 || result.status >= 300) {
    await release();
    return result;
  }
  try {
    await repeatIfConnectionFails(() =>
      db.update(idempotencyKeys).set({ responseStatus: result.status, responseBody: result.body }).where(owner),
    );
  } catch (error) {
    // The invoice is named on the key already: a retry answers it from the invoice.
    logger.warn("idempotent answer not stored", { key: params.key, error });
  }
  return result;
}
