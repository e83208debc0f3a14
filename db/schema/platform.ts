// Cross-cutting tables: idempotent request replay, job leases and rate-limit windows.
import { bigint, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";
import { users } from "./users";

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    /** METHOD path the key was used on. */
    endpoint: text("endpoint").notNull(),
    /** SHA-256 of the canonical request body. */
    requestHash: text("request_hash").notNull(),
    /** Set once the first request finished; until then a duplicate is 409. */
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    /**
     * The invoice the request created, written by the create's own statement: set exactly when
     * that invoice committed, so a retry after a lost answer replays it instead of creating another.
     */
    invoiceId: bigint("invoice_id", { mode: "number" }),
    /** The checkout session the request created, written with the session (and its answer) in one transaction. */
    checkoutSessionId: bigint("checkout_session_id", { mode: "number" }),
    lockedUntil: instant("locked_until").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** A named lease so that one instance at a time runs a job (or a slice of one). */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder"),
  leaseExpiresAt: instant("lease_expires_at"),
  lastRunAt: instant("last_run_at"),
  lastFinishedAt: instant("last_finished_at"),
});

/** Fixed-window counters shared by every instance (e.g. webhook resends per invoice). */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  windowStart: instant("window_start").notNull(),
  hits: integer("hits").notNull(),
});

export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
