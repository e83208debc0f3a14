// Dashboard sessions are signed tokens; each carries its user's session version, and a token whose
// version is no longer the user's is refused. Raising the version ends every session of the user.
import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { users } from "@/db/schema";
import type { Actor } from "./actor";

/** Ends every dashboard session of the user: signing out, a password change, an admin disabling them. */
export async function revokeSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * The actor a session token stands for, read fresh on every request (so a role change, a disabled
 * account or a revocation applies to the very next request), or null when it no longer stands.
 * Tokens issued before versions existed carry none and count as version 0.
 */
export async function sessionActor(db: Database, token: { userId: unknown; sessionVersion: unknown }): Promise<Actor | null> {
  const userId = token.userId;
  if (typeof userId !== "number" || !Number.isSafeInteger(userId) || userId <= 0) return null;
  const version = token.sessionVersion ?? 0;
  const [user] = await db
    .select({ id: users.id, role: users.role, sessionVersion: users.sessionVersion, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.disabledAt || user.sessionVersion !== version) return null;
  return { userId: user.id, role: user.role };
}
