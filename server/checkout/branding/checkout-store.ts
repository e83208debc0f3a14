// Who the payer is paying, as every checkout page shows it: the store's name, logo, colour and
// support contact. Payer-safe: no ids, only what the merchant chose to show.
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutBranding, users, type Invoice } from "@/db/schema";
import { textColorOn } from "./brand-color";

export type CheckoutStore = {
  name: string;
  /** The checkout's own address of an uploaded logo, or the merchant's https address; null for none. */
  logoSrc: string | null;
  /** "#rrggbb" and the text colour readable on it; null keeps Ponte's colours. */
  brandColor: string | null;
  textColorOnBrand: string | null;
  supportEmail: string | null;
  /** A wa.me link to the store's WhatsApp. */
  supportWhatsappUrl: string | null;
};

/** The uploaded logo's path on the checkout; the version makes a new logo a new address for caches. */
export const checkoutLogoPath = (checkoutId: string, version: Date) => `/checkout/${checkoutId}/logo?v=${version.getTime()}`;

export async function checkoutStoreOf(db: Executor, invoice: Pick<Invoice, "userId" | "checkoutId" | "receiverName">): Promise<CheckoutStore> {
  const [row] = await db
    .select({
      accountName: users.name,
      displayName: checkoutBranding.displayName,
      logoUrl: checkoutBranding.logoUrl,
      // Whether a logo was uploaded, not its bytes: those are served by the logo's own route.
      hasLogoImage: checkoutBranding.logoContentType,
      brandColor: checkoutBranding.brandColor,
      supportEmail: checkoutBranding.supportEmail,
      supportWhatsapp: checkoutBranding.supportWhatsapp,
      updatedAt: checkoutBranding.updatedAt,
    })
    .from(users)
    .leftJoin(checkoutBranding, eq(checkoutBranding.userId, users.id))
    .where(eq(users.id, invoice.userId));
  const uploaded = row?.hasLogoImage && row.updatedAt ? checkoutLogoPath(invoice.checkoutId, row.updatedAt) : null;
  return {
    // A PIX payment names its receiver already (the name the payer's bank shows): the same name here.
    name: row?.displayName ?? invoice.receiverName ?? row?.accountName ?? "",
    logoSrc: uploaded ?? row?.logoUrl ?? null,
    brandColor: row?.brandColor ?? null,
    textColorOnBrand: row?.brandColor ? textColorOn(row.brandColor) : null,
    supportEmail: row?.supportEmail ?? null,
    supportWhatsappUrl: row?.supportWhatsapp ? `https://wa.me/${row.supportWhatsapp}` : null,
  };
}
