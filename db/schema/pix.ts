import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

/** The merchant's PIX receiver profile: the key payments go to and the name shown to payers. */
export const pixProfiles = pgTable("pix_profiles", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id),
  /** cpf, cnpj, email, phone or evp (random key). */
  keyType: text("key_type").notNull(),
  key: text("key").notNull(),
  legalName: text("legal_name").notNull(),
  document: text("document").notNull(),
  /** CPF or CNPJ. */
  documentType: text("document_type").notNull(),
  city: text("city").notNull(),
  ...timestamps,
});

export type PixProfile = typeof pixProfiles.$inferSelect;
