// The secrets a delivery to the merchant's endpoint is signed with at a moment: the current one and,
// during a rotation, the previous one (`ponte listen` signs as the deliveries do).
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { webhookEndpoints } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { activeSecrets } from "./delivery/sign";

/** Null when the merchant has no webhook endpoint. */
export async function endpointSigningSecrets(db: Executor, actor: Actor, now: Date): Promise<string[] | null> {
  const [endpoint] = await db
    .select({
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
      previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, actor.userId))
    .limit(1);
  return endpoint ? activeSecrets(endpoint, now) : null;
}
