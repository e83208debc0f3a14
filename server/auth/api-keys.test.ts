import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { apiKeys } from "@/db/schema";
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

  it("refuses a revoked key at once", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    const key = await createApiKey(db, { userId: actor.userId, name: "to revoke" });
    await revokeApiKey(db, actor, { id: key.id });
    expect(await resolveApiKey(db, key.token)).toBeNull();
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
