// Rotates the signing secret: the old one keeps signing beside the new one for 24 hours, so
// receivers can switch without losing a delivery.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { newWebhookSecret } from "./delivery/sign";

export const rotationOverlapMs = 24 * 60 * 60 * 1000;

export async function rotateWebhookSecret(db: Executor, actor: Actor, now = new Date()) {
  const secret = newWebhookSecret();
  const [endpoint] = await db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretExpiresAt: new Date(now.getTime() + rotationOverlapMs),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.userId, actor.userId))
    .returning({ secret: webhookEndpoints.secret, previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt });
  if (!endpoint) throw new AppError("webhook_not_configured");
  return endpoint;
}
