// A merchant's underpayment tolerance: the share of the amount due a confirmed total may fall short
// by and still count as paid (0 to 5 %, in basis points), read and set by the merchant.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";

export const MAX_TOLERANCE_BPS = 500;

export const underpaymentToleranceInput = z.object({
  bps: z
    .number("must be a number")
    .int("must be a whole number of basis points")
    .min(0, "must be at least 0")
    .max(MAX_TOLERANCE_BPS, `must be at most ${MAX_TOLERANCE_BPS} (5 %)`)
    .describe("Basis points: 100 = 1 %."),
});

export async function getUnderpaymentTolerance(db: Database, actor: Actor) {
  const [user] = await db
    .select({ bps: users.underpaymentToleranceBps })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user) throw new AppError("not_found", "User not found.");
  return { bps: user.bps };
}

export async function setUnderpaymentTolerance(db: Database, actor: Actor, input: z.infer<typeof underpaymentToleranceInput>) {
  // Applies to invoices from now on and to open ones at their next payment.
  const [user] = await db
    .update(users)
    .set({ underpaymentToleranceBps: input.bps, updatedAt: new Date() })
    .where(eq(users.id, actor.userId))
    .returning({ bps: users.underpaymentToleranceBps });
  if (!user) throw new AppError("not_found", "User not found.");
  return { bps: user.bps };
}
