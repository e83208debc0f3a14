// The dashboard's actor: the signed-in user, with the role read fresh from the database so a role
// change or removal takes effect at once.
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { users } from "@/db/schema";
import type { Actor } from "./actor";
import { auth } from "./next-auth";

export async function getSessionActor(db: Database): Promise<Actor | null> {
  const session = await auth();
  const userId = Number(session?.user?.id);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return user ? { userId: user.id, role: user.role } : null;
}
