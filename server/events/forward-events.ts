// Follows an event feed and forwards each event to a local URL, signed exactly as a delivery is
// (the same body, webhook-id and Standard Webhooks signature): `ponte listen` for development.
import { eventBody } from "@/server/webhooks/delivery/attempt-delivery";
import { FEED_END, type EventFeedPage } from "./feed";
import { signWebhook } from "@/server/webhooks/delivery/sign";

/** One page of the feed after `cursor` (the API's GET /api/events, or the database directly). */
export type FeedSource = (cursor: string | undefined) => Promise<EventFeedPage>;

export type ForwardOptions = {
  source: FeedSource;
  forwardTo: string;
  /** The endpoint's signing secrets (whsec_…) at a moment, current first: read per event, so a
   * rotation during a run signs as the deliveries do. */
  signingSecrets: (now: Date) => Promise<string[]>;
  /**
   * Where forwarding starts: after this `next_cursor`, from the oldest kept event (`undefined`), or
   * at the feed's end now (`"now"`), so only events that come after the start are forwarded.
   */
  after: string | undefined;
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

/** The cursor to read from first: the feed answers `after=now` with its end's cursor, at once. */
async function startCursor(options: ForwardOptions) {
  if (options.after !== FEED_END) return options.after;
  return (await options.source(FEED_END)).next_cursor ?? undefined;
}

function startDescription(after: string | undefined) {
  if (after === FEED_END) return "";
  return after === undefined ? ", from the oldest kept" : `, after ${after}`;
}

async function forward(event: EventFeedPage["data"][number], options: ForwardOptions) {
  const body = eventBody(event as unknown as Record<string, unknown>);
  const now = new Date();
  const headers = signWebhook({ secrets: await options.signingSecrets(now), id: event.id, body, now });
  const time = now.toISOString().slice(11, 19);
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
  let cursor = await startCursor(options);
  options.print(`Forwarding events to ${options.forwardTo}${startDescription(options.after)}. Ctrl+C stops.`);
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
