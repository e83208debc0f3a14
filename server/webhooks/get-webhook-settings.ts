// The merchant's webhook endpoint as the settings page shows it; the secret only when asked to reveal.
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";

export async function getWebhookSettings(db: Executor, actor: Actor, options: { revealSecret?: boolean } = {}) {
  const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, actor.userId)).limit(1);
  if (!endpoint) return null;
  const rotating = endpoint.previousSecretExpiresAt !== null && endpoint.previousSecretExpiresAt > new Date();
  return {
    url: endpoint.url,
    secret: options.revealSecret ? endpoint.secret : null,
    /** Until then the previous secret still signs beside the current one. */
    previousSecretExpiresAt: rotating ? endpoint.previousSecretExpiresAt : null,
    updatedAt: endpoint.updatedAt,
  };
}
