// Column helpers shared by every domain schema, so timestamps and amounts look the same everywhere.
import { numeric, text, timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

export const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Integer base units (satoshi, wei) kept exact beyond 64 bits; read and written as decimal strings. */
export const baseUnits = (name: string) => numeric(name, { precision: 78, scale: 0 });

/** The payer's data an invoice or a checkout session may carry (each optional). */
export const customerColumns = () => ({
  customerName: text("customer_name"),
  customerEmail: text("customer_email"),
  customerPhone: text("customer_phone"),
  customerDocument: text("customer_document"),
  customerDocumentType: text("customer_document_type"),
});
