// A merchant's policy for a payment of an invoice's token to its address on another EVM network:
// count it toward the invoice (the default; the invoice is flagged paid_on_other_network) or only
// record it. Applies to payments first seen from now on.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db/client";
import { otherNetworkPolicyEnum, users } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";

export const otherNetworkPolicyInput = z.object({
  policy: z.enum(otherNetworkPolicyEnum.enumValues, "must be count or record").describe("count (default) or record"),
});

export async function getOtherNetworkPolicy(db: Database, actor: Actor) {
  const [user] = await db.select({ policy: users.otherNetworkPayments }).from(users).where(eq(users.id, actor.userId));
  if (!user) throw new AppError("not_found", "User not found.");
  return user;
}

export async function setOtherNetworkPolicy(db: Database, actor: Actor, input: z.infer<typeof otherNetworkPolicyInput>) {
  const [user] = await db
    .update(users)
    .set({ otherNetworkPayments: input.policy, updatedAt: new Date() })
    .where(eq(users.id, actor.userId))
    .returning({ policy: users.otherNetworkPayments });
  if (!user) throw new AppError("not_found", "User not found.");
  return user;
}
