// npx ponte listen --forward-to URL (--api-key K [--url BASE] | --email E) [--secret whsec_…]
// [--after CURSOR | --from-start] [--once]: follows the merchant's event feed from its end (or the
// start given) and forwards each event to a local URL, signed like a real delivery, printing a line
// per event. For development, where a webhook URL on localhost is refused.
import { env } from "@/kernel/env";
import { findUserByEmail } from "@/server/users/manage-users";
import { eventFeedQuery, FEED_END, listEvents, type EventFeedPage } from "@/server/events/feed";
import { endpointSigningSecrets } from "@/server/webhooks/endpoint-signing-secrets";
import { forwardEvents, type FeedSource, type ForwardOptions } from "@/server/events/forward-events";
import type { CliArgs, CliCommand, CliIo } from "../command";
import { optionalFlag, requireFlag } from "../flags";

const PAGE = 100;

/** The feed through the REST API, as any integrator reads it. */
function apiSource(baseUrl: string, apiKey: string): FeedSource {
  return async (cursor) => {
    const url = new URL("/api/events", baseUrl);
    url.searchParams.set("limit", String(PAGE));
    if (cursor) url.searchParams.set("after", cursor);
    const response = await fetch(url, { headers: { authorization: `Bearer ${apiKey}` } });
    const body = (await response.json().catch(() => null)) as { response?: EventFeedPage; message?: string } | null;
    if (response.status !== 200 || !body?.response) {
      throw new Error(`GET ${url.pathname} answered ${response.status}${body?.message ? `: ${body.message}` : ""}`);
    }
    return body.response;
  };
}

type FeedAndSigning = Pick<ForwardOptions, "source" | "signingSecrets">;

async function sourceAndSecrets(args: CliArgs, io: CliIo): Promise<FeedAndSigning> {
  const apiKey = optionalFlag(args, "api-key");
  const secret = optionalFlag(args, "secret");
  const given = async () => (secret ? [secret] : []);
  if (apiKey) {
    if (!secret) throw new Error("--secret is required with --api-key: the signing secret (whsec_…) from Settings → Webhooks.");
    return { source: apiSource(optionalFlag(args, "url") ?? env.APP_URL, apiKey), signingSecrets: given };
  }
  const email = optionalFlag(args, "email");
  if (!email) throw new Error("Give --api-key (and --url) to read the feed through the API, or --email to read this database's.");
  const db = await io.db();
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No user with e-mail ${email}.`);
  const actor = { userId: user.id, role: user.role };
  const source: FeedSource = (cursor) => listEvents(db, actor, { after: cursor, limit: PAGE });
  if (secret) return { source, signingSecrets: given };
  const atStart = await endpointSigningSecrets(db, actor, new Date());
  if (!atStart) throw new Error("The merchant has no webhook secret yet: give --secret, or set a webhook URL first.");
  // As a delivery does: the endpoint's secrets at each send, the previous one too during a rotation
  // (the last ones read if the endpoint is removed while listening).
  let lastKnown = atStart;
  const signingSecrets = async (now: Date) => {
    lastKnown = (await endpointSigningSecrets(db, actor, now)) ?? lastKnown;
    return lastKnown;
  };
  return { source, signingSecrets };
}

/** Where forwarding starts: the feed's end unless a cursor or the oldest kept event is asked for. */
function startOf(args: CliArgs): string | undefined {
  const after = optionalFlag(args, "after");
  const fromStart = args["from-start"] === true;
  if (after !== undefined && fromStart) throw new Error("Give --after or --from-start, not both.");
  if (fromStart) return undefined;
  if (after === undefined) return FEED_END;
  if (!eventFeedQuery.shape.after.safeParse(after).success) throw new Error("--after must be a next_cursor of the event feed (or now).");
  return after;
}

export const command: CliCommand = {
  name: "listen",
  usage: "listen --forward-to URL (--api-key K [--url BASE] --secret S | --email E) [--after CURSOR | --from-start] [--once]",
  summary: "Forward the merchant's events to a local URL, signed like deliveries",
  help: [
    "--forward-to URL     where each event is POSTed, signed like a webhook delivery",
    "--api-key K          read the feed through the API of --url BASE (default APP_URL); needs --secret",
    "--secret S           the endpoint's signing secret (whsec_…); with --email, the endpoint's own (both during a rotation) by default",
    "--email E            read this server's database, as the merchant with that e-mail",
    "--after CURSOR       start after this next_cursor of the feed (GET /api/events), e.g. the last one forwarded",
    "--from-start         start from the oldest kept event",
    "                     (with neither, only events that come after the start are forwarded)",
    "--once               stop once caught up instead of polling",
  ],
  async run(args, io) {
    const forwardTo = requireFlag(args, "forward-to");
    if (!/^https?:\/\//.test(forwardTo)) throw new Error("--forward-to must be an http(s) URL.");
    const { source, signingSecrets } = await sourceAndSecrets(args, io);
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.once("SIGINT", onSignal);
    try {
      await forwardEvents({
        source,
        forwardTo,
        signingSecrets,
        after: startOf(args),
        once: args.once === true,
        signal: stop.signal,
        print: io.print,
      });
    } finally {
      process.off("SIGINT", onSignal);
    }
  },
};
