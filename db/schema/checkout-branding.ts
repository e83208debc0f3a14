import { bigint, customType, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * How the merchant's hosted checkout presents the store: the name, logo, colour and support contact
 * payers see. One row per merchant, absent until the merchant saves the Checkout settings.
 */
export const checkoutBranding = pgTable("checkout_branding", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name"),
  /** An https address of the logo, shown as is; ignored while an uploaded logo is stored. */
  logoUrl: text("logo_url"),
  /** An uploaded logo (small PNG, JPEG or WebP), served from the checkout's own origin. */
  logoImage: bytes("logo_image"),
  logoContentType: text("logo_content_type"),
  /** "#rrggbb", lower case. */
  brandColor: text("brand_color"),
  supportEmail: text("support_email"),
  /** Digits only, with the country code (55 11 91234 5678 → "5511912345678"). */
  supportWhatsapp: text("support_whatsapp"),
  ...timestamps,
});

export type CheckoutBranding = typeof checkoutBranding.$inferSelect;
