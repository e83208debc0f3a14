import { bigint, boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { defaultTimeZone } from "@/kernel/locales";
import { instant, timestamps } from "./columns";

export const roleEnum = pgEnum("role", ["merchant", "operator", "admin"]);
/**
 * What a payment of an invoice's token to its address on another EVM network does: count toward
 * the invoice (flagged "paid on another network") or only be recorded and shown.
 */
export const otherNetworkPolicyEnum = pgEnum("other_network_policy", ["count", "record"]);

export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull(),
    role: roleEnum("role").notNull().default("merchant"),
    sandbox: boolean("sandbox").notNull().default(false),
    /** Share of the amount due a confirmed total may fall short by and still count as paid (0-500 = 0-5 %). */
    underpaymentToleranceBps: integer("underpayment_tolerance_bps").notNull().default(0),
    otherNetworkPayments: otherNetworkPolicyEnum("other_network_payments").notNull().default("count"),
    /** The dashboard's language ("pt-BR" or "en"); null follows the browser's Accept-Language. */
    locale: text("locale"),
    /** IANA zone the dashboard shows times in. */
    timeZone: text("time_zone").notNull().default(defaultTimeZone),
    /** Carried in every dashboard session token; raising it ends all of the user's sessions. */
    sessionVersion: integer("session_version").notNull().default(0),
    /** Set while an admin has disabled the account: no sign-in, no session, no API key. */
    disabledAt: instant("disabled_at"),
    ...timestamps,
  },
  (table) => [uniqueIndex("users_email_unique").on(table.email)],
);

export const apiKeys = pgTable(
  "api_keys",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The first characters of the token, shown in lists so a merchant can tell keys apart. */
    prefix: text("prefix").notNull(),
    /** SHA-256 of the whole token, hex: the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    lastUsedAt: instant("last_used_at"),
    revokedAt: instant("revoked_at"),
  },
  (table) => [
    uniqueIndex("api_keys_token_hash_unique").on(table.tokenHash),
    index("api_keys_user_idx").on(table.userId, table.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type Role = (typeof roleEnum.enumValues)[number];
export type OtherNetworkPolicy = (typeof otherNetworkPolicyEnum.enumValues)[number];
export type ApiKey = typeof apiKeys.$inferSelect;
