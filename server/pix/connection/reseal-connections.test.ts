import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { pspConnections } from "@/db/schema";
import { createUser } from "@/server/testing/fixtures";
import { openCredentials } from "./credentials";
import { resealConnection, resealConnections } from "./reseal-connections";
import { setPspConnection } from "./set-psp-connection";

const connection = { baseUrl: "https://psp.example.com/api/v2", tokenUrl: "https://psp.example.com/oauth/token", clientId: "reseal" };

async function storedCredentials(userId: number) {
  const db = await getDb();
  const [row] = await db.select({ credentials: pspConnections.credentials }).from(pspConnections).where(eq(pspConnections.userId, userId));
  if (!row) throw new Error(`no connection of ${userId}`);
  return row.credentials;
}

describe("sealing PSP credentials again", () => {
  it("seals a row again with the same secrets when it still holds what was read", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    await setPspConnection(db, actor, { ...connection, clientSecret: "first-secret" }, { builtIn: true });
    const read = await storedCredentials(actor.userId);
    expect(await resealConnection(db, { userId: actor.userId, credentials: read })).toBe(true);
    const resealed = await storedCredentials(actor.userId);
    expect(resealed).not.toBe(read);
    expect(openCredentials(actor.userId, resealed).clientSecret).toBe("first-secret");
  });

  it("does not overwrite secrets the merchant saved after the row was read", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    await setPspConnection(db, actor, { ...connection, clientSecret: "old-secret" }, { builtIn: true });
    const stale = await storedCredentials(actor.userId);
    await setPspConnection(db, actor, { ...connection, clientSecret: "new-secret" }, { builtIn: true });
    const saved = await storedCredentials(actor.userId);

    expect(await resealConnection(db, { userId: actor.userId, credentials: stale })).toBe(false);
    expect(await storedCredentials(actor.userId)).toBe(saved);
    expect(openCredentials(actor.userId, saved).clientSecret).toBe("new-secret");
  });

  it("leaves rows already sealed with the current key alone", async () => {
    const db = await getDb();
    const { actor } = await createUser(db);
    await setPspConnection(db, actor, { ...connection, clientSecret: "current" }, { builtIn: true });
    const before = await storedCredentials(actor.userId);
    expect(await resealConnections(db)).toMatchObject({ resealed: 0, changedMeanwhile: 0 });
    expect(await storedCredentials(actor.userId)).toBe(before);
  });
});
