import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import { isAdmin, type Actor } from "@/server/auth/actor";
import { forgetUserKeys } from "@/server/auth/resolved-key-cache";
import { revokeSessions } from "@/server/auth/session-version";
import { AppError } from "@/kernel/errors";
import type { SetUserDisabledInput } from "./schemas";

/**
 * An admin disables a user (no sign-in, every session ends at once, API keys are refused) or
 * enables them again. Admins cannot disable themselves, so one admin always remains able to undo it.
 */
export async function setUserDisabled(db: Database, actor: Actor, params: SetUserDisabledInput) {
  if (!isAdmin(actor)) throw new AppError("forbidden");
  if (params.disabled && params.userId === actor.userId) {
    throw new AppError("conflict", "You cannot disable your own account.", {
      errors: [{ path: "userId", message: "is your own account" }],
    });
  }
  const user = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ disabledAt: params.disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, params.userId))
      .returning({ id: users.id, email: users.email, disabledAt: users.disabledAt });
    if (!user) throw new AppError("not_found", "User not found.");
    if (params.disabled) await revokeSessions(tx, user.id);
    return user;
  });
  // Other processes of the deployment refuse the user's keys once their cache entries expire.
  if (params.disabled) forgetUserKeys(user.id);
  return user;
}
