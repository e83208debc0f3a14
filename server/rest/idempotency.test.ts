import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/db/client";
import { idempotencyKeys, rateLimitWindows } from "@/db/schema";
import { createUser } from "@/server/testing/fixtures";
import { withApiKey } from "./handler";
import { json } from "./responses";

/** A create endpoint that writes one row per real execution, so replays are countable. */
function countingEndpoint(delayMs = 0) {
  const replayCreated = () => Promise.reject(new Error("this endpoint creates no invoice"));
  return withApiKey({ body: z.object({ amount: z.number() }), idempotent: true }, async ({ db, body, actor }) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const key = `created-${actor.userId}-${Math.random()}`;
    await db.insert(rateLimitWindows).values({ key, windowStart: new Date(), hits: body.amount });
    return json(201, { created: key, amount: body.amount });
  }, { replayCreated });
}

const rowsOf = async (userId: number) =>
  (await getDb()).select().from(rateLimitWindows).where(like(rateLimitWindows.key, `created-${userId}-%`));

const post = (handler: ReturnType<typeof countingEndpoint>, token: string, key: string, body: unknown) =>
  handler(
    new Request("http://localhost/api/things", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );

describe("Idempotency-Key", () => {
  it("replays the first response for the same key and body, creating one row", async () => {
    const db = await getDb();
    const { token, user } = await createUser(db);
    const endpoint = countingEndpoint();
    const first = await post(endpoint, token, "order-1", { amount: 5 });
    const second = await post(endpoint, token, "order-1", { amount: 5 });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("answers 422 for the same key with another body", async () => {
    const db = await getDb();
    const { token } = await createUser(db);
    const endpoint = countingEndpoint();
    await post(endpoint, token, "order-2", { amount: 5 });
    const reused = await post(endpoint, token, "order-2", { amount: 6 });
    expect(reused.status).toBe(422);
    expect((await reused.json()).code).toBe("idempotency_key_reused");
  });

  it("keeps keys apart per merchant", async () => {
    const db = await getDb();
    const first = await createUser(db);
    const second = await createUser(db);
    const endpoint = countingEndpoint();
    await post(endpoint, first.token, "shared", { amount: 1 });
    expect((await post(endpoint, second.token, "shared", { amount: 2 })).status).toBe(201);
    expect(await rowsOf(first.user.id)).toHaveLength(1);
    expect(await rowsOf(second.user.id)).toHaveLength(1);
  });

  it("lets one of two concurrent duplicates run and answers 409 to the other", async () => {
    const db = await getDb();
    const { token, user } = await createUser(db);
    const endpoint = countingEndpoint(300);
    const statuses = (
      await Promise.all([post(endpoint, token, "race", { amount: 1 }), post(endpoint, token, "race", { amount: 1 })])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await rowsOf(user.id)).toHaveLength(1);
    const [stored] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(stored?.responseStatus).toBe(201);
  });

  it("keeps a key whose create stored its answer, even when the request fails after the commit", async () => {
    const db = await getDb();
    const { token, user } = await createUser(db);
    let failAfterCommit = true;
    // A create that stores its own answer on the key in its transaction (as a payment link's does).
    const endpoint = withApiKey(
      { body: z.object({ amount: z.number() }), idempotent: true },
      async ({ db: database, body, actor, idempotencyKey }) => {
        const answer = { created: `created-${actor.userId}-stored`, amount: body.amount };
        await database.transaction(async (tx) => {
          await tx.insert(rateLimitWindows).values({ key: answer.created, windowStart: new Date(), hits: body.amount });
          await tx
            .update(idempotencyKeys)
            .set({ responseStatus: 201, responseBody: answer })
            .where(and(eq(idempotencyKeys.userId, actor.userId), eq(idempotencyKeys.key, idempotencyKey ?? "")));
        });
        if (failAfterCommit) throw new Error("connection lost after the commit");
        return json(201, answer);
      },
      { createStoresAnswer: true },
    );
    expect((await post(endpoint, token, "stored", { amount: 3 })).status).toBe(500);
    failAfterCommit = false;
    const retry = await post(endpoint, token, "stored", { amount: 3 });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual({ created: `created-${user.id}-stored`, amount: 3 });
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("refuses an idempotent route that says neither how to replay what it created nor that its create stores its answer", () => {
    const operation = { body: z.object({ amount: z.number() }), idempotent: true };
    const handler = async () => json(201, {});
    expect(() => withApiKey(operation, handler)).toThrow(/must say how to replay/);
    expect(() => withApiKey(operation, handler, { replayCreated: async () => json(201, {}), createStoresAnswer: true })).toThrow(/must say how to replay/);
  });

  it("rejects a malformed key with a 400 naming the header", async () => {
    const db = await getDb();
    const { token } = await createUser(db);
    const response = await post(countingEndpoint(), token, "x".repeat(300), { amount: 1 });
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].path).toBe("headers.idempotency-key");
  });
});
