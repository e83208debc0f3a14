// Reads a merchant's PIX receiver profile (null when none is set).
import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { perExecutor } from "@/db/per-executor";
import { pixProfiles, type PixProfile } from "@/db/schema";

function buildStatement(db: Executor) {
  return db
    .select()
    .from(pixProfiles)
    .where(eq(pixProfiles.userId, sql.placeholder("userId")))
    .prepare("get_pix_profile");
}

// Every PIX create reads the profile (hot path): prepared once per database handle.
const statementFor = perExecutor(buildStatement);

export async function getPixProfile(db: Executor, userId: number): Promise<PixProfile | null> {
  const [profile] = await statementFor(db).execute({ userId });
  return profile ?? null;
}
