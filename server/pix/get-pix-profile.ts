// Reads a merchant's PIX receiver profile (null when none is set).
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { pixProfiles, type PixProfile } from "@/db/schema";

export async function getPixProfile(db: Executor, userId: number): Promise<PixProfile | null> {
  const [profile] = await db.select().from(pixProfiles).where(eq(pixProfiles.userId, userId));
  return profile ?? null;
}
