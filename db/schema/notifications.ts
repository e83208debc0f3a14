// E-mail notifications: each user's choices and the e-mail outbox (one row per event, recipient and kind).
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { instant, timestamps } from "./columns";
import { invoices } from "./invoices";
import { users } from "./users";

/** Which e-mails a user gets (in the user's language, users.locale); a user without a row gets the defaults. */
export const notificationSettings = pgTable("notification_settings", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  invoicePaid: boolean("invoice_paid").notNull().default(true),
  invoicePaidLate: boolean("invoice_paid_late").notNull().default(true),
  invoiceOverpaid: boolean("invoice_overpaid").notNull().default(true),
  invoicePartiallyPaidExpired: boolean("invoice_partially_paid_expired").notNull().default(true),
  webhookFailing: boolean("webhook_failing").notNull().default(true),
  /** A receipt to the customer of a paid invoice whose e-mail is known. */
  customerReceipt: boolean("customer_receipt").notNull().default(false),
  ...timestamps,
});

/**
 * The e-mail outbox: written in the transaction of the change it reports, unique per (event,
 * recipient, kind) so a repeated write adds nothing; claimed with a lease and marked sent once the
 * SMTP server has accepted it (server/notifications/send-emails.ts).
 */
export const emailNotifications = pgTable(
  "email_notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    invoiceId: bigint("invoice_id", { mode: "number" }).references(() => invoices.id),
    /** The webhook event it reports (evt_…), or the failing delivery's event for webhook_failing. */
    eventId: text("event_id").notNull(),
    recipient: text("recipient").notNull(),
    /** paid, paid_late, overpaid, partially_paid_expired, webhook_failing or receipt. */
    kind: text("kind").notNull(),
    locale: text("locale").notNull(),
    /** pending, sent or failed (gave up after the last retry). */
    state: text("state").notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    leaseToken: uuid("lease_token"),
    leaseExpiresAt: instant("lease_expires_at"),
    lastError: text("last_error"),
    /** The SMTP server's message id once it accepted the message. */
    messageId: text("message_id"),
    sentAt: instant("sent_at"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("email_notifications_unique").on(table.eventId, table.recipient, table.kind),
    index("email_notifications_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.state} = 'pending'`),
    index("email_notifications_user_idx").on(table.userId, table.createdAt.desc()),
  ],
);

export type NotificationSettings = typeof notificationSettings.$inferSelect;
export type EmailNotification = typeof emailNotifications.$inferSelect;
