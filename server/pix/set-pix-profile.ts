// Sets (creates or replaces) a merchant's PIX receiver profile: key, legal name, document, city.
import type { Database } from "@/db/client";
import { pixProfiles, type PixProfile } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { parseOrThrow } from "@/kernel/validation";
import { detectDocumentType, normalizeDocument } from "./documents";
import { detectPixKeyType, normalizePixKey } from "./pix-key";
import { setPixProfileInput } from "./schemas";
import { findPspConnection } from "./connection/merchant-psp";
import { registerCallback } from "./connection/set-psp-connection";
import { getPixProfile } from "./get-pix-profile";

/** Raw form, CLI or API text: the service validates it all and names each bad field. */
export type PixProfileForm = Partial<Record<"keyType" | "key" | "legalName" | "document" | "documentType" | "city", string>>;

export async function setPixProfile(db: Database, actor: Actor, input: PixProfileForm): Promise<PixProfile> {
  const value = parseOrThrow(setPixProfileInput, input, "body");
  // The schema has already proven both detectable when not given.
  const keyType = value.keyType ?? detectPixKeyType(value.key) ?? "evp";
  const documentType = value.documentType ?? detectDocumentType(value.document) ?? "CPF";
  const row = {
    userId: actor.userId,
    keyType,
    key: normalizePixKey(keyType, value.key),
    legalName: value.legalName,
    document: normalizeDocument(value.document),
    documentType,
    city: value.city,
    updatedAt: new Date(),
  };
  const previous = await getPixProfile(db, actor.userId);
  const [profile] = await db
    .insert(pixProfiles)
    .values(row)
    .onConflictDoUpdate({ target: pixProfiles.userId, set: row })
    .returning();
  if (!profile) throw new Error("PIX profile upsert returned no row");
  // The PSP sends callbacks per key: a merchant with their own connection has it registered for a
  // new key, or again when it is not registered yet; a save that keeps the key leaves the PSP alone.
  const connection = await findPspConnection(db, actor.userId);
  const keyChanged = previous?.key !== profile.key;
  if (connection && (keyChanged || connection.webhookStatus !== "registered")) await registerCallback(db, connection);
  return profile;
}
