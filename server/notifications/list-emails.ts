// The dashboard's e-mail log: the user's newest e-mails and what became of each.
import { desc, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { emailNotifications } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";

export async function listEmailLog(db: Executor, actor: Actor, limit = 50) {
  return db
    .select({
      id: emailNotifications.id,
      invoiceId: emailNotifications.invoiceId,
      recipient: emailNotifications.recipient,
      kind: emailNotifications.kind,
      locale: emailNotifications.locale,
      state: emailNotifications.state,
      attemptCount: emailNotifications.attemptCount,
      lastError: emailNotifications.lastError,
      sentAt: emailNotifications.sentAt,
      createdAt: emailNotifications.createdAt,
    })
    .from(emailNotifications)
    .where(eq(emailNotifications.userId, actor.userId))
    .orderBy(desc(emailNotifications.createdAt))
    .limit(limit);
}
