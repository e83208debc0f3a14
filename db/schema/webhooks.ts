import { sql } from "drizzle-orm";
import { bigint, customType, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant, timestamps } from "./columns";
import { invoices } from "./invoices";
import { users } from "./users";

/** One endpoint per merchant. During a rotation the previous secret signs beside the new one. */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id),
  url: text("url").notNull(),
  secret: text("secret").notNull(),
  previousSecret: text("previous_secret"),
  previousSecretExpiresAt: instant("previous_secret_expires_at"),
  ...timestamps,
});

/** A 64-bit transaction id (never wraps), read and written as decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

/** The outbox: written in the same transaction as the change it reports. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    /** evt_… ; also the webhook-id header, unchanged across retries and resends. */
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    invoiceId: bigint("invoice_id", { mode: "number" }).references(() => invoices.id),
    type: text("type").notNull(),
    /** The whole JSON body sent to the receiver. */
    payload: jsonb("payload").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    /**
     * The writing transaction's id: the event feed's order. Unlike an id taken at insert, a reader
     * can tell when no transaction with a smaller one can still commit (server/events/feed.ts).
     */
    xid: xid8("xid").notNull().default(sql`pg_current_xact_id()`),
  },
  (table) => [
    index("webhook_events_invoice_idx").on(table.invoiceId, table.createdAt),
    index("webhook_events_user_idx").on(table.userId, table.createdAt),
    index("webhook_events_feed_idx").on(table.userId, table.xid, table.id),
  ],
);

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: text("event_id")
      .notNull()
      .references(() => webhookEvents.id),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    /** pending, succeeded or failed. */
    state: text("state").notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    /** Fencing token of the worker holding the delivery; a finalize with another token changes nothing. */
    leaseToken: uuid("lease_token"),
    leaseExpiresAt: instant("lease_expires_at"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    completedAt: instant("completed_at"),
    ...timestamps,
  },
  (table) => [
    index("webhook_deliveries_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index("webhook_deliveries_user_idx").on(table.userId, table.createdAt),
    index("webhook_deliveries_event_idx").on(table.eventId),
  ],
);

export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint("delivery_id", { mode: "number" })
      .notNull()
      .references(() => webhookDeliveries.id),
    attemptedAt: instant("attempted_at").notNull().defaultNow(),
    statusCode: integer("status_code"),
    /** timeout, refused, dns, tls, blocked, redirect, http (non-2xx) or null on success. */
    errorKind: text("error_kind"),
    latencyMs: integer("latency_ms").notNull(),
    responseExcerpt: text("response_excerpt"),
    /** auto, resend or test. */
    trigger: text("trigger").notNull().default("auto"),
  },
  (table) => [index("webhook_attempts_delivery_idx").on(table.deliveryId, table.attemptedAt)],
);

export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookEvent = typeof webhookEvents.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type WebhookAttempt = typeof webhookAttempts.$inferSelect;
