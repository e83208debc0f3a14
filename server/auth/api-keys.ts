// API keys: shown once at creation, stored as a SHA-256 hash, resolved to the owner on each request.
import { hash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { perExecutor } from "@/db/per-executor";
import { apiKeys, users } from "@/db/schema";
import { AppError } from "@/kernel/errors";
import { env } from "@/kernel/env";
import type { Actor } from "./actor";
import { cachedKey, cacheKey, forgetKey } from "./resolved-key-cache";

const TOKEN_PREFIX = "ponte_";
const TOKEN_PATTERN = /^ponte_[A-Za-z0-9_-]{43}$/;
const SHOWN_PREFIX_LENGTH = 14;
/** last_used_at is written at most once a minute per key, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

// One-shot hash: every API request hashes its token, and a Hash object per call costs more than the digest.
export const hashToken = (token: string) => hash("sha256", token, "hex");
const isWellFormedToken = (token: string) => TOKEN_PATTERN.test(token);

export async function createApiKey(db: Database, params: { userId: number; name: string }) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId: params.userId,
      name: params.name,
      prefix: token.slice(0, SHOWN_PREFIX_LENGTH),
      tokenHash: hashToken(token),
    })
    .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt });
  if (!row) throw new Error("api key insert returned no row");
  return { ...row, token };
}

export async function listApiKeys(db: Database, actor: Actor) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, actor.userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function renameApiKey(db: Database, actor: Actor, params: { id: number; name: string }) {
  const updated = await db
    .update(apiKeys)
    .set({ name: params.name })
    .where(and(eq(apiKeys.id, params.id), eq(apiKeys.userId, actor.userId)))
    .returning({ id: apiKeys.id });
  if (updated.length === 0) throw new AppError("not_found", "API key not found.");
}

export async function revokeApiKey(db: Database, actor: Actor, params: { id: number }) {
  const updated = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, params.id), eq(apiKeys.userId, actor.userId)))
    .returning({ id: apiKeys.id });
  if (updated.length === 0) throw new AppError("not_found", "API key not found.");
  forgetKey(params.id);
}

function buildLookup(db: Database) {
  return db
    .select({ id: apiKeys.id, userId: users.id, role: users.role, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.tokenHash, sql.placeholder("tokenHash")), isNull(apiKeys.revokedAt), isNull(users.disabledAt)))
    .limit(1)
    .prepare("resolve_api_key");
}

// Every API request runs this lookup: prepared once per database handle.
const lookupFor = perExecutor(buildLookup);

/**
 * Resolves a bearer token to its owner, or null when it is malformed, unknown, revoked or its owner
 * is disabled. A key resolved in the last API_KEY_CACHE_SECONDS is not read again
 * (resolved-key-cache.ts).
 */
export async function resolveApiKey(db: Database, token: string, now = Date.now()): Promise<Actor | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashToken(token);
  let key = cachedKey(tokenHash, now);
  if (!key) {
    const [row] = await lookupFor(db).execute({ tokenHash });
    if (!row) return null;
    key = { keyId: row.id, actor: { userId: row.userId, role: row.role }, lastUsedAt: row.lastUsedAt };
    if (env.API_KEY_CACHE_SECONDS > 0) key = cacheKey(tokenHash, key, now + env.API_KEY_CACHE_SECONDS * 1000);
  }
  // Throttled: a busy key costs this extra round trip at most about once a minute.
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    key.lastUsedAt = new Date(now);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: key.lastUsedAt })
      .where(
        and(
          eq(apiKeys.id, key.keyId),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now - LAST_USED_RESOLUTION_MS))),
        ),
      );
  }
  return { ...key.actor };
}
