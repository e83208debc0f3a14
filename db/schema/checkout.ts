// Checkout sessions (a payment whose rail the payer chooses) and the payment links that start them.
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { checkoutSessionStatuses } from "@/vocabulary/checkout-session-states";
import { customerColumns, instant, timestamps } from "./columns";
import { users } from "./users";

export const checkoutSessionStatusEnum = pgEnum("checkout_session_status", checkoutSessionStatuses);

/** A reusable link: a fixed amount, or one the payer types between a minimum and a maximum. */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    /** The short URL's last segment (/l/<slug>): unguessable enough not to be walked. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    currency: text("currency").notNull(),
    /** Fixed amount in minor units; null when the payer types the amount. */
    amountMinor: bigint("amount_minor", { mode: "bigint" }),
    minAmountMinor: bigint("min_amount_minor", { mode: "bigint" }),
    maxAmountMinor: bigint("max_amount_minor", { mode: "bigint" }),
    /** The payer may buy several (a fixed amount times the quantity), up to maxQuantity. */
    quantityEnabled: boolean("quantity_enabled").notNull().default(false),
    maxQuantity: integer("max_quantity"),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("payment_links_slug_unique").on(table.slug),
    index("payment_links_user_idx").on(table.userId, table.createdAt.desc(), table.id.desc()),
  ],
);

export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** cs_… : the API's id and the hosted chooser's unguessable handle. */
    publicId: text("public_id").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    status: checkoutSessionStatusEnum("status").notNull().default("OPEN"),
    /** Fiat amount in minor units of `currency`. */
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    description: text("description"),
    externalReference: text("external_reference"),
    redirectUrl: text("redirect_url"),
    ...customerColumns(),
    expiresAt: instant("expires_at").notNull(),
    paymentLinkId: bigint("payment_link_id", { mode: "number" }).references(() => paymentLinks.id),
    quantity: integer("quantity"),
    /** The PIX invoice that finishes a crypto payment left short (finish by PIX). */
    remainderInvoiceId: bigint("remainder_invoice_id", { mode: "number" }),
    paidAt: instant("paid_at"),
    expiredAt: instant("expired_at"),
    /** Bumped by every change so webhook receivers can drop stale snapshots. */
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("checkout_sessions_public_id_unique").on(table.publicId),
    index("checkout_sessions_user_created_idx").on(table.userId, table.createdAt.desc(), table.id.desc()),
    index("checkout_sessions_link_idx")
      .on(table.paymentLinkId, table.createdAt.desc())
      .where(sql`${table.paymentLinkId} is not null`),
    index("checkout_sessions_open_expiry_idx").on(table.expiresAt).where(sql`${table.status} = 'OPEN'`),
  ],
);

export type PaymentLink = typeof paymentLinks.$inferSelect;
export type CheckoutSession = typeof checkoutSessions.$inferSelect;
