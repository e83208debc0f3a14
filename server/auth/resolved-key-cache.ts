// API keys resolved a moment ago, by token hash. Every API request resolves its key; the lookup is
// a database round trip that costs as much as the rest of a small request, so a busy key is read
// from the database at most once per API_KEY_CACHE_SECONDS. Revoking a key forgets it here at once;
// another server process (several `next start` behind a balancer) stops accepting it within the TTL.
import type { Actor } from "./actor";

export type ResolvedKey = { keyId: number; actor: Actor; lastUsedAt: Date | null };
type Entry = ResolvedKey & { expiresAt: number };

/** Enough for every active key of a large deployment; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 10_000;

const entries = new Map<string, Entry>();

export function cachedKey(tokenHash: string, now: number): ResolvedKey | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (entry.expiresAt > now) return entry;
  entries.delete(tokenHash);
  return undefined;
}

/** Caches the key; returns the cached entry (its lastUsedAt is updated in place). */
export function cacheKey(tokenHash: string, key: ResolvedKey, expiresAt: number): ResolvedKey {
  const entry = { ...key, expiresAt };
  entries.delete(tokenHash); // re-inserted last: the Map's order is the eviction order
  entries.set(tokenHash, entry);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return entry;
}

export function forgetKey(keyId: number) {
  for (const [tokenHash, entry] of entries) if (entry.keyId === keyId) entries.delete(tokenHash);
}

/** Every key of a user, when the user is disabled. */
export function forgetUserKeys(userId: number) {
  for (const [tokenHash, entry] of entries) if (entry.actor.userId === userId) entries.delete(tokenHash);
}
