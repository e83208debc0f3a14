import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { hashPassword, verifyPassword } from "@/server/auth/passwords";
import { revokeSessions } from "@/server/auth/session-version";
import { claimSignInAttempt, settleSuccessfulSignIn } from "@/server/auth/sign-in-throttle";
import { AppError } from "@/kernel/errors";
import { changePasswordInput, type ChangePasswordInput } from "./schemas";

/**
 * The signed-in user replaces their password, proving the current one (counted like a sign-in, so a
 * session left open is no way to guess it), and every session of theirs ends, this one included.
 */
export async function changePassword(db: Database, actor: Actor, input: ChangePasswordInput) {
  const values = changePasswordInput.parse(input);
  const [user] = await db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!user) throw new AppError("not_found", "User not found.");
  const attempt = { email: user.email, clientAddress: null };
  await claimSignInAttempt(db, attempt);
  if (!(await verifyPassword(values.currentPassword, user.passwordHash))) {
    throw new AppError("invalid_input", "The current password is wrong.", {
      errors: [{ path: "currentPassword", message: "is wrong" }],
    });
  }
  await settleSuccessfulSignIn(db, attempt);
  const passwordHash = await hashPassword(values.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    await revokeSessions(tx, actor.userId);
  });
  return { signedOut: true };
}
