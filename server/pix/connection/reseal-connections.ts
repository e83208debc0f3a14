// Seals every PSP connection's secrets again with the current PONTE_ENCRYPTION_KEY, after a key
// rotation (pix:reencrypt). Each row is rewritten only if it still holds the ciphertext that was
// read: a merchant saving their connection meanwhile wrote newer secrets (sealed with the current
// key already), which an older value sealed again must not overwrite.
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { pspConnections } from "@/db/schema";
import { isSealedWithCurrentKey } from "@/kernel/secret-box";
import { openCredentials, sealCredentials } from "./credentials";

type SealedRow = { userId: number; credentials: string };

/** True when the row was sealed again; false when it changed since it was read. */
export async function resealConnection(db: Database, row: SealedRow): Promise<boolean> {
  const credentials = sealCredentials(row.userId, openCredentials(row.userId, row.credentials));
  // updated_at is left alone: the connection's content did not change.
  const updated = await db
    .update(pspConnections)
    .set({ credentials })
    .where(and(eq(pspConnections.userId, row.userId), eq(pspConnections.credentials, row.credentials)))
    .returning({ userId: pspConnections.userId });
  return updated.length > 0;
}

export async function resealConnections(db: Database): Promise<{ total: number; resealed: number; changedMeanwhile: number }> {
  const rows = await db.select({ userId: pspConnections.userId, credentials: pspConnections.credentials }).from(pspConnections);
  let resealed = 0;
  let changedMeanwhile = 0;
  for (const row of rows) {
    if (isSealedWithCurrentKey(row.credentials)) continue;
    if (await resealConnection(db, row)) resealed += 1;
    else changedMeanwhile += 1;
  }
  return { total: rows.length, resealed, changedMeanwhile };
}
