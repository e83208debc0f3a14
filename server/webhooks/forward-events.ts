// Follows an event feed and forwards each event to a local URL, signed exactly as a delivery is
// (the same body, webhook-id and Standard Webhooks signature): `ponte listen` for development.
import { eventBody } from "./attempt-delivery";
import type { EventFeedPage } from "./event-feed";
import { signWebhook } from "./sign";

/** One page of the feed after `cursor` (the API's GET /api/events, or the database directly). */
export type FeedSource = (cursor: string | undefined) => Promise<EventFeedPage>;

export type ForwardOptions = {
  source: FeedSource;
  forwardTo: string;
  /** The endpoint's signing secrets (whsec_…), current first. */
  secrets: string[];
  /** Forward the events already in the feed too, instead of only those that come after the start. */
  fromStart?: boolean;
  /** Stop once the feed is caught up (scripts, tests); otherwise poll every `intervalMs`. */
  once?: boolean;
  intervalMs?: number;
  signal?: AbortSignal;
  print: (line: string) => void;
};

/** Waits between polls; an abort ends the wait early. Either way its abort listener goes, so
 * polling for hours leaves none behind on the signal. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const wake = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal?.addEventListener("abort", wake, { once: true });
  });

/** The end of the feed now: where listening starts unless told to replay. */
async function endOf(source: FeedSource) {
  let cursor: string | undefined;
  for (;;) {
    const page = await source(cursor);
    cursor = page.next_cursor ?? cursor;
    if (!page.has_more) return cursor;
  }
}

async function forward(event: EventFeedPage["data"][number], options: ForwardOptions) {
  const body = eventBody(event as unknown as Record<string, unknown>);
  const headers = signWebhook({ secrets: options.secrets, id: event.id, body });
  const time = new Date().toISOString().slice(11, 19);
  try {
    const response = await fetch(options.forwardTo, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "ponte-listen", ...headers },
      body,
      signal: options.signal,
    });
    await response.body?.cancel();
    options.print(`${time}  ${event.type.padEnd(26)} ${event.id}  -> ${response.status}`);
  } catch (error) {
    options.print(`${time}  ${event.type.padEnd(26)} ${event.id}  -> failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs until the signal aborts (or, with `once`, until caught up); returns the last cursor. */
export async function forwardEvents(options: ForwardOptions): Promise<string | undefined> {
  let cursor = options.fromStart ? undefined : await endOf(options.source);
  options.print(`Forwarding events to ${options.forwardTo}${options.fromStart ? ", from the oldest kept" : ""}. Ctrl+C stops.`);
  while (!options.signal?.aborted) {
    const page = await options.source(cursor);
    for (const event of page.data) {
      if (options.signal?.aborted) break;
      await forward(event, options);
    }
    cursor = page.next_cursor ?? cursor;
    if (page.has_more) continue;
    if (options.once) break;
    await sleep(options.intervalMs ?? 1000, options.signal);
  }
  return cursor;
}
