// Reads a merchant's PIX receiver profile (null when none is set).
import { eq, sql } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { pixProfiles, type PixProfile } from "@/db/schema";

function buildStatement(db: Executor) {
  return db
    .select()
    .from(pixProfiles)
    .where(eq(pixProfiles.userId, sql.placeholder("userId")))
    .prepare("get_pix_profile");
}

// A prepared statement per database handle: every PIX create reads the profile (hot path).
const statements = new WeakMap<Executor, ReturnType<typeof buildStatement>>();

export async function getPixProfile(db: Executor, userId: number): Promise<PixProfile | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = buildStatement(db);
    statements.set(db, statement);
  }
  const [profile] = await statement.execute({ userId });
  return profile ?? null;
}
