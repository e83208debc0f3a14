import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { apiKeys } from "@/db/schema";
import { env } from "@/kernel/env";
import { createUser } from "@/server/testing/fixtures";
import { createApiKey, hashToken, listApiKeys, resolveApiKey, revokeApiKey } from "./api-keys";

describe("API keys", () => {
  it("stores only a hash and resolves the token to its owner", async () => {
    const db = await getDb();
    const { user, actor } = await createUser(db, { role: "operator" });
    const key = await createApiKey(db, { userId: user.id, name: "ci" });
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.tokenHash).toBe(hashToken(key.token));
    expect(JSON.stringify(row)).not.toContain(key.token);
    expect(key.token.startsWith(key.prefix)).toBe(true);
    expect(await resolveApiKey(db, key.token)).toEqual({ userId: user.id, role: "operator" });
    const listed = await listApiKeys(db, actor);
    expect(listed.map((item) => item.name)).toContain("ci");
    expect(listed.find((item) => item.id === key.id)?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("refuses a revoked key at once, even one resolved a moment before", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const key = await createApiKey(db, { userId: actor.userId, name: "to revoke" });
    expect(await resolveApiKey(db, key.token)).toEqual(actor);
    await revokeApiKey(db, actor, { id: key.id });
    expect(await resolveApiKey(db, key.token)).toBeNull();
  });

  it("reads a resolved key again after API_KEY_CACHE_SECONDS (a revocation by another server process)", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const key = await createApiKey(db, { userId: actor.userId, name: "revoked elsewhere" });
    const resolvedAt = Date.now();
    expect(await resolveApiKey(db, key.token, resolvedAt)).toEqual(actor);
    // Another process revokes it: this one cannot know until its cached entry expires.
    await db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, key.id));
    const ttlMs = env.API_KEY_CACHE_SECONDS * 1000;
    expect(await resolveApiKey(db, key.token, resolvedAt + ttlMs - 1)).toEqual(actor);
    expect(await resolveApiKey(db, key.token, resolvedAt + ttlMs)).toBeNull();
  });

  it("refuses unknown and malformed tokens", async () => {
    const db = await getDb();
    expect(await resolveApiKey(db, `ponte_${"A".repeat(43)}`)).toBeNull();
    expect(await resolveApiKey(db, "not-a-key")).toBeNull();
  });

  it("does not let one merchant revoke another merchant's key", async () => {
    const db = await getDb();
    const owner = await createUser(db);
    const other = await createUser(db);
    const key = await createApiKey(db, { userId: owner.user.id, name: "mine" });
    await expect(revokeApiKey(db, other.actor, { id: key.id })).rejects.toMatchObject({ code: "not_found" });
    expect(await resolveApiKey(db, key.token)).not.toBeNull();
  });
});
