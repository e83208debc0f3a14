// npx ponte listen --forward-to URL (--api-key K [--url BASE] | --email E) [--secret whsec_…]
// [--from-start] [--once]: follows the merchant's event feed and forwards each event to a local URL,
// signed like a real delivery, printing a line per event. For development, where a webhook URL on
// localhost is refused.
import { env } from "@/server/env";
import { findUserByEmail } from "@/server/users/manage-users";
import { listEvents, type EventFeedPage } from "@/server/webhooks/event-feed";
import { forwardEvents, type FeedSource } from "@/server/webhooks/forward-events";
import { getWebhookSettings } from "@/server/webhooks/get-webhook-settings";
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

async function sourceAndSecret(args: CliArgs, io: CliIo): Promise<{ source: FeedSource; secret: string }> {
  const apiKey = optionalFlag(args, "api-key");
  const secret = optionalFlag(args, "secret");
  if (apiKey) {
    if (!secret) throw new Error("--secret is required with --api-key: the signing secret (whsec_…) from Settings → Webhooks.");
    return { source: apiSource(optionalFlag(args, "url") ?? env.APP_URL, apiKey), secret };
  }
  const email = optionalFlag(args, "email");
  if (!email) throw new Error("Give --api-key (and --url) to read the feed through the API, or --email to read this database's.");
  const db = await io.db();
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`No user with e-mail ${email}.`);
  const actor = { userId: user.id, role: user.role };
  const settings = await getWebhookSettings(db, actor, { revealSecret: true });
  const signing = secret ?? settings?.secret ?? undefined;
  if (!signing) throw new Error("The merchant has no webhook secret yet: give --secret, or set a webhook URL first.");
  return { source: (cursor) => listEvents(db, actor, { after: cursor, limit: PAGE }), secret: signing };
}

export const command: CliCommand = {
  name: "listen",
  usage: "listen --forward-to URL (--api-key K [--url BASE] --secret S | --email E) [--from-start] [--once]",
  summary: "Forward the merchant's events to a local URL, signed like deliveries",
  async run(args, io) {
    const forwardTo = requireFlag(args, "forward-to");
    if (!/^https?:\/\//.test(forwardTo)) throw new Error("--forward-to must be an http(s) URL.");
    const { source, secret } = await sourceAndSecret(args, io);
    const stop = new AbortController();
    const onSignal = () => stop.abort();
    process.once("SIGINT", onSignal);
    try {
      await forwardEvents({
        source,
        forwardTo,
        secrets: [secret],
        fromStart: args["from-start"] === true,
        once: args.once === true,
        signal: stop.signal,
        print: io.print,
      });
    } finally {
      process.off("SIGINT", onSignal);
    }
  },
};
