// Sets or changes a merchant's webhook URL (SSRF rules applied); a new endpoint gets a secret,
// a changed URL keeps the secret receivers already verify with.
import { sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { webhookUrlInput, type WebhookUrlInput } from "./schemas";
import { newWebhookSecret } from "./delivery/sign";
import { checkWebhookUrl, defaultGuardOptions, type GuardOptions } from "./delivery/ssrf-guard";

export const localDevelopmentHint =
  "To receive events on your machine, run `npx ponte listen --forward-to http://localhost:4000/hooks` " +
  "(it forwards each event, signed like a delivery), or set WEBHOOK_ALLOW_PRIVATE_URLS=true on a development server.";

export async function setWebhookEndpoint(
  db: Executor,
  actor: Actor,
  input: WebhookUrlInput,
  guard: GuardOptions = defaultGuardOptions(),
) {
  const parsed = webhookUrlInput.safeParse(input);
  if (!parsed.success) {
    throw new AppError("invalid_input", undefined, {
      errors: parsed.error.issues.map((issue) => ({ path: issue.path.join(".") || "url", message: issue.message })),
    });
  }
  const check = await checkWebhookUrl(parsed.data.url, guard);
  if (!check.ok) {
    // A developer's own machine: say how to receive events there instead.
    const local = /private|local/.test(check.reason) ? ` ${localDevelopmentHint}` : "";
    throw new AppError("invalid_input", `The webhook URL ${check.reason}.${local}`, {
      errors: [{ path: "url", message: `${check.reason}.${local}` }],
    });
  }
  const url = check.url.toString();
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ userId: actor.userId, url, secret: newWebhookSecret() })
    .onConflictDoUpdate({ target: webhookEndpoints.userId, set: { url, updatedAt: sql`now()` } })
    .returning({ url: webhookEndpoints.url, secret: webhookEndpoints.secret });
  if (!endpoint) throw new Error("webhook endpoint upsert returned no row");
  return endpoint;
}
