// Failed sign-in attempts, counted per account and per client address and shared by every instance.
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

export const signInThrottles = pgTable(
  "sign_in_throttles",
  {
    /** `account:` or `address:` and a SHA-256 of the e-mail or address, so typed e-mails are not kept. */
    key: text("key").primaryKey(),
    /** Attempts since the last success; an attempt counts from its start until it succeeds. */
    failures: integer("failures").notNull(),
    lastAttemptAt: instant("last_attempt_at").notNull(),
  },
  (table) => [index("sign_in_throttles_last_attempt_idx").on(table.lastAttemptAt)],
);

export type SignInThrottle = typeof signInThrottles.$inferSelect;
