import { getEventListeners } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startReceiver } from "@/server/testing/webhook-receiver";
import type { EventFeedPage } from "./feed";
import { forwardEvents, type FeedSource } from "./forward-events";
import { newWebhookSecret } from "@/server/webhooks/delivery/sign";

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
    await forwardEvents({ source, forwardTo: `${receiver.url}/hooks`, signingSecrets: async () => [newWebhookSecret()], after: undefined, intervalMs: 1, signal: stop.signal, print: () => {} });
    expect(listenersAtPoll).toHaveLength(25);
    expect(listenersAtPoll.every((count) => count === 0)).toBe(true);
  });

  it("starts at the feed's end with one after=now request, without paging through what is kept", async () => {
    const asked: (string | undefined)[] = [];
    const source: FeedSource = async (cursor) => {
      asked.push(cursor);
      return emptyPage(cursor === "now" ? "900.evt_last" : cursor);
    };
    const lines: string[] = [];
    const end = await forwardEvents({ source, forwardTo: `${receiver.url}/hooks`, signingSecrets: async () => [newWebhookSecret()], after: "now", once: true, print: (line) => lines.push(line) });
    expect(asked).toEqual(["now", "900.evt_last"]);
    expect(end).toBe("900.evt_last");
    expect(lines).toEqual([`Forwarding events to ${receiver.url}/hooks. Ctrl+C stops.`]);
  });

  it("reads an empty feed from its start after after=now, and a given cursor or the oldest event as asked", async () => {
    for (const [after, firstAsked] of [["now", undefined], ["12.evt_seen", "12.evt_seen"], [undefined, undefined]] as const) {
      const asked: (string | undefined)[] = [];
      const source: FeedSource = async (cursor) => {
        asked.push(cursor);
        return emptyPage(cursor === "now" ? undefined : cursor);
      };
      await forwardEvents({ source, forwardTo: `${receiver.url}/hooks`, signingSecrets: async () => [newWebhookSecret()], after, once: true, print: () => {} });
      expect(asked.filter((cursor) => cursor !== "now")).toEqual([firstAsked]);
    }
  });
});
