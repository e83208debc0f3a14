import { describe, expect, it } from "vitest";
import { getDb, type Database } from "@/db/client";
import { env } from "@/kernel/env";
import { writeEvent } from "@/db/outbox";
import { insertMerchant } from "@/server/testing/fixtures";
import { eventFeedQuery, listEvents } from "./feed";

const actorOf = (userId: number) => ({ userId, role: "merchant" as const });

const write = (db: Database, userId: number, n: number) =>
  writeEvent(db, { userId, invoiceId: null, type: "webhook.test", data: { message: `event ${n}` } });

/** Follows the feed from `after` to its current end, as a receiver catching up does. */
async function readAll(db: Database, userId: number, after?: string, limit = 3) {
  const ids: string[] = [];
  let cursor = after;
  for (;;) {
    const page = await listEvents(db, actorOf(userId), { after: cursor, limit });
    ids.push(...page.data.map((event) => event.id));
    cursor = page.next_cursor ?? undefined;
    if (!page.has_more) return { ids, cursor };
  }
}

describe("the event feed", () => {
  it("lists a merchant's events oldest first across pages, only theirs, and resumes from a cursor", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const other = await insertMerchant(db);
    expect(await listEvents(db, actorOf(merchant.id), { limit: 10 })).toEqual({ data: [], next_cursor: null, has_more: false });
    const written: string[] = [];
    for (let n = 0; n < 7; n += 1) {
      written.push(await write(db, merchant.id, n));
      await write(db, other.id, n);
    }
    const first = await readAll(db, merchant.id);
    expect(first.ids).toEqual(written);
    const page = await listEvents(db, actorOf(merchant.id), { limit: 1 });
    expect(page.data[0]).toMatchObject({ id: written[0], type: "webhook.test", data: { message: "event 0" } });
    expect(Object.keys(page.data[0]!)).toEqual(["id", "type", "created_at", "data"]);

    // Nothing new: the same cursor comes back, so a poller keeps its place.
    expect(await listEvents(db, actorOf(merchant.id), { after: first.cursor, limit: 10 })).toEqual({
      data: [],
      next_cursor: first.cursor,
      has_more: false,
    });
    const later = await write(db, merchant.id, 7);
    expect((await readAll(db, merchant.id, first.cursor)).ids).toEqual([later]);
  });

  it("answers after=now with no events and the cursor of the feed's end, null while it is empty", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    const other = await insertMerchant(db);
    expect(await listEvents(db, actorOf(merchant.id), eventFeedQuery.parse({ after: "now" }))).toEqual({ data: [], next_cursor: null, has_more: false });
    for (let n = 0; n < 4; n += 1) await write(db, merchant.id, n);
    await write(db, other.id, 0);
    const end = await listEvents(db, actorOf(merchant.id), eventFeedQuery.parse({ after: "now" }));
    expect(end).toEqual({ data: [], next_cursor: (await readAll(db, merchant.id)).cursor, has_more: false });
    const next = await write(db, merchant.id, 4);
    expect((await readAll(db, merchant.id, end.next_cursor ?? undefined)).ids).toEqual([next]);
  });

  it("takes a cursor whose transaction id is the largest xid8, and refuses one past it", async () => {
    const db = await getDb();
    const merchant = await insertMerchant(db);
    await write(db, merchant.id, 0);
    const largest = eventFeedQuery.parse({ after: "18446744073709551615.evt_zzz" });
    expect(await listEvents(db, actorOf(merchant.id), largest)).toEqual({ data: [], next_cursor: largest.after, has_more: false });
    const beyond = eventFeedQuery.safeParse({ after: "18446744073709551616.evt_zzz" });
    expect(beyond.error?.issues.map((issue) => issue.path)).toEqual([["after"]]);
  });

  // Concurrency needs a server: the embedded database runs one transaction at a time.
  it.runIf(env.DATABASE_URL !== undefined)(
    "never lets a cursor pass an event that a transaction begun earlier commits later",
    async () => {
      const db = await getDb();
      const merchant = await insertMerchant(db);
      const before = await write(db, merchant.id, 0);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let slowId = "";
      let wrote!: () => void;
      const slowWrote = new Promise<void>((resolve) => (wrote = resolve));
      const slow = db.transaction(async (tx) => {
        slowId = await writeEvent(tx, { userId: merchant.id, invoiceId: null, type: "webhook.test", data: { message: "slow" } });
        wrote();
        await held;
      });
      await slowWrote;
      const fast = await write(db, merchant.id, 2);
      // The fast event committed, but the slow transaction began first and may still commit:
      // the feed waits for it rather than move its cursor past it.
      const seen = await readAll(db, merchant.id);
      expect(seen.ids).toEqual([before]);
      release();
      await slow;
      expect((await readAll(db, merchant.id, seen.cursor)).ids).toEqual([slowId, fast]);
    },
  );

  it.runIf(env.DATABASE_URL !== undefined)(
    "hands a reader polling during concurrent writers every event exactly once",
    async () => {
      const db = await getDb();
      const merchant = await insertMerchant(db);
      const written: string[] = [];
      const writers = Array.from({ length: 6 }, async (_, writer) => {
        for (let n = 0; n < 15; n += 1) {
          await db.transaction(async (tx) => {
            const id = await writeEvent(tx, { userId: merchant.id, invoiceId: null, type: "webhook.test", data: { message: `${writer}.${n}` } });
            // Commits land in another order than the inserts.
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
            written.push(id);
          });
        }
      });
      let done = false;
      const all = Promise.all(writers).then(() => (done = true));
      const read: string[] = [];
      let cursor: string | undefined;
      while (!done) {
        const page = await readAll(db, merchant.id, cursor, 7);
        read.push(...page.ids);
        cursor = page.cursor;
      }
      await all;
      read.push(...(await readAll(db, merchant.id, cursor, 7)).ids);
      expect(read.length).toBe(written.length);
      expect(new Set(read)).toEqual(new Set(written));
    },
  );
});
