// Idempotency-Key for POST create endpoints: the same key and body within 24 h replays the first
// answer; the same key with another body is 422; a duplicate while the first still runs is 409.
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { idempotencyKeys } from "@/db/schema";
import { AppError } from "@/server/errors";
import type { RestResult } from "./responses";

const RETENTION_MS = 24 * 60 * 60 * 1000;
/** A claim older than this was left by a crashed request and may be taken over. */
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
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...params, lockedUntil: new Date(Date.now() + LOCK_MS) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function withIdempotency(
  db: Database,
  params: { userId: number; key: string; endpoint: string; requestHash: string },
  run: () => Promise<RestResult>,
): Promise<RestResult> {
  validateIdempotencyKey(params.key);
  const owner = and(eq(idempotencyKeys.userId, params.userId), eq(idempotencyKeys.key, params.key));
  await db.delete(idempotencyKeys).where(and(owner, lt(idempotencyKeys.createdAt, new Date(Date.now() - RETENTION_MS))));

  if (!(await claim(db, params))) {
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
    if (existing.lockedUntil.getTime() > Date.now()) throw new AppError("idempotency_in_progress");
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(Date.now() + LOCK_MS) })
      .where(and(owner, eq(idempotencyKeys.lockedUntil, existing.lockedUntil)))
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length === 0) throw new AppError("idempotency_in_progress");
  }

  try {
    const result = await run();
    if (result.status >= 200 && result.status < 300) {
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: result.status, responseBody: result.body })
        .where(owner);
    } else {
      await db.delete(idempotencyKeys).where(owner);
    }
    return result;
  } catch (error) {
    // A failed request leaves no record, so the client may retry it with the same key.
    await db.delete(idempotencyKeys).where(owner);
    throw error;
  }
}
