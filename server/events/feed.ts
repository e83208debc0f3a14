// The event feed: a merchant's events in a stable order, for a receiver catching up on what its
// webhook endpoint missed (and for `ponte listen`).
//
// Event ids are taken at insert but transactions commit in any order, so "after the last id seen"
// could skip an event committed later with a smaller key. The feed orders by the writing
// transaction's id (xid8, stored per event) and lists only events of transactions older than the
// oldest one still running (pg_snapshot_xmin): every such transaction has ended, so nothing can
// later appear before the cursor. An event appears once the transactions started before its own
// have ended (docs/decisions.md).
import { sql } from "drizzle-orm";
import { z } from "zod";
import { jsonbObjectOf, rowsOf, type Executor } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { eventBody } from "@/server/webhooks/delivery/attempt-delivery";
import { webhookEvent, type WebhookEventPayload } from "./catalog";

const CURSOR = /^(\d{1,20})\.(evt_[0-9a-z]{1,64})$/;
/** `after=now`: the feed's end at the moment of asking, for a reader that wants only what comes next. */
export const FEED_END = "now";
const POSITION = /^(?:now|\d{1,20}\.evt_[0-9a-z]{1,64})$/;
/** A cursor's first part is a transaction id, an xid8: an unsigned 64-bit integer. */
const XID8_END = 2n ** 64n;

/** The pattern reports a malformed cursor; this, a well-formed one whose xid8 is out of range. */
const xidInRange = (cursor: string) => {
  const xid = CURSOR.exec(cursor)?.[1];
  return xid === undefined || BigInt(xid) < XID8_END;
};

export const eventFeedQuery = z
  .object({
    after: z
      .string()
      .regex(POSITION, "must be now or a next_cursor of this feed")
      .refine(xidInRange, "must be a next_cursor of this feed (its transaction id is out of range)")
      .optional()
      .describe(
        "The `next_cursor` of the previous page; without it, the feed starts at the oldest kept event. `now` answers no events and the `next_cursor` of the feed's current end (null while the feed is empty), to follow only what comes next.",
      ),
    limit: z.coerce
      .number("must be a number")
      .int("must be an integer")
      .min(1, "must be at least 1")
      .max(500, "must be at most 500")
      .default(100)
      .describe("Events per page (1–500, default 100)."),
  })
  .describe("Event feed position.");
export type EventFeedQuery = z.output<typeof eventFeedQuery>;

export const eventFeedPage = z
  .object({
    status: z.literal(200),
    code: z.literal("success"),
    response: z.object({
      data: z.array(webhookEvent).describe("Oldest first; each exactly the body its webhook delivery carries."),
      next_cursor: z
        .string()
        .nullable()
        .describe("Pass as `after` for the next page (also when `data` is empty); null only when the feed is empty."),
      has_more: z.boolean().describe("More events are ready now: ask again at once."),
    }),
  })
  .meta({ id: "EventPage", description: "A page of the event feed in the success envelope." });
export type EventFeedPage = z.infer<typeof eventFeedPage>["response"];

type Row = { id: string; xid: string; payload: unknown };

/** The cursor of the merchant's last listed event: what paging to the end would leave a reader with. */
async function feedEnd(db: Executor, actor: Actor): Promise<EventFeedPage> {
  const [last] = rowsOf<Omit<Row, "payload">>(
    await db.execute(sql`
      select id, xid::text as xid from webhook_events
      where user_id = ${actor.userId}
        and xid < pg_snapshot_xmin(pg_current_snapshot())
      order by xid desc, id desc
      limit 1`),
  );
  return { data: [], next_cursor: last ? `${last.xid}.${last.id}` : null, has_more: false };
}

export async function listEvents(db: Executor, actor: Actor, query: EventFeedQuery): Promise<EventFeedPage> {
  if (query.after === FEED_END) return feedEnd(db, actor);
  const cursor = query.after ? CURSOR.exec(query.after) : null;
  const after = cursor ? sql`and (xid, id) > (${cursor[1]}::xid8, ${cursor[2]})` : sql``;
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select id, xid::text as xid, payload from webhook_events
      where user_id = ${actor.userId}
        and xid < pg_snapshot_xmin(pg_current_snapshot())
        ${after}
      order by xid, id
      limit ${query.limit + 1}`),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    // The stored payload, with its keys in the order a delivery sends them.
    data: page.map((row) => JSON.parse(eventBody(jsonbObjectOf(row.payload))) as WebhookEventPayload),
    next_cursor: last ? `${last.xid}.${last.id}` : (query.after ?? null),
    has_more: rows.length > query.limit,
  };
}
