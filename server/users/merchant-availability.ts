// Whether a merchant takes payments from payers: a disabled account (users.disabledAt) signs in to
// nothing and its API keys stop working, so its public payment pages must stop charging too.
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "@/kernel/errors";

export async function merchantTakesPayments(db: Executor, userId: number): Promise<boolean> {
  const [user] = await db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId));
  return user !== undefined && user.disabledAt === null;
}

/** 409: the link or session exists, but its merchant cannot be paid now. */
export const merchantUnavailable = () => new AppError("conflict", "This merchant is not taking payments.");

export async function assertMerchantTakesPayments(db: Executor, userId: number): Promise<void> {
  if (!(await merchantTakesPayments(db, userId))) throw merchantUnavailable();
}
