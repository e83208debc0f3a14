// Removes a merchant's own PSP connection: new charges go through the deployment's default (or
// none). Charges made through it are no longer polled or refundable through Ponte.
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { pspConnections } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";

export async function deletePspConnection(db: Database, actor: Actor): Promise<{ deleted: boolean }> {
  const removed = await db.delete(pspConnections).where(eq(pspConnections.userId, actor.userId)).returning({ userId: pspConnections.userId });
  return { deleted: removed.length > 0 };
}
