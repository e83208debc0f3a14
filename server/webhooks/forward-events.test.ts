import { getEventListeners } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver } from "@/server/testing/webhook-receiver";
import type { EventFeedPage } from "./event-feed";
import { forwardEvents, type FeedSource } from "./forward-events";
import { newWebhookSecret } from "./sign";

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());

const emptyPage = (cursor: string | undefined): EventFeedPage => ({ data: [], next_cursor: cursor ?? null, has_more: false });

describe("forwarding the event feed", () => {
  it("leaves no abort listener on the signal after each wait between polls", async () => {
    const stop = new AbortController();
    const listenersAtPoll: number[] = [];
    const source: FeedSource = async (cursor) => {
      listenersAtPoll.push(getEventListeners(stop.signal, "abort").length);
      if (listenersAtPoll.length === 25) stop.abort();
      return emptyPage(cursor);
    };
    await forwardEvents({ source, forwardTo: `${receiver.url}/hooks`, secrets: [newWebhookSecret()], intervalMs: 1, signal: stop.signal, print: () => {} });
    expect(listenersAtPoll).toHaveLength(25);
    expect(listenersAtPoll.every((count) => count === 0)).toBe(true);
  });
});
