// Who the payer is paying, as every checkout page shows it: the store's name, logo, colour and
// support contact. Payer-safe: no ids, only what the merchant chose to show.
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutBranding, users, type Invoice } from "@/db/schema";
import { getPixProfile } from "@/server/pix/get-pix-profile";
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
const checkoutLogoPath = (checkoutId: string, version: Date) => `/checkout/${checkoutId}/logo?v=${version.getTime()}`;
/** The same logo on a checkout session's chooser and receipt, and on a payment link's page. */
export const sessionLogoPath = (publicId: string, version: Date) => `/pay/${publicId}/logo?v=${version.getTime()}`;
export const linkLogoPath = (slug: string, version: Date) => `/l/${slug}/logo?v=${version.getTime()}`;

/**
 * The one rule of the store's name on every page a payer sees: the display name the merchant chose,
 * else the PIX receiver's name (what the payer's bank shows), else the account's name.
 */
async function merchantStoreOf(
  db: Executor,
  params: { userId: number; receiverName: string | null; logoPath: (version: Date) => string },
): Promise<CheckoutStore> {
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
    .where(eq(users.id, params.userId));
  const uploaded = row?.hasLogoImage && row.updatedAt ? params.logoPath(row.updatedAt) : null;
  return {
    name: row?.displayName ?? params.receiverName ?? row?.accountName ?? "",
    logoSrc: uploaded ?? row?.logoUrl ?? null,
    brandColor: row?.brandColor ?? null,
    textColorOnBrand: row?.brandColor ? textColorOn(row.brandColor) : null,
    supportEmail: row?.supportEmail ?? null,
    supportWhatsappUrl: row?.supportWhatsapp ? `https://wa.me/${row.supportWhatsapp}` : null,
  };
}

/** A payment's checkout: a PIX payment names its receiver already, the same name heads its page. */
export async function checkoutStoreOf(db: Executor, invoice: Pick<Invoice, "userId" | "checkoutId" | "receiverName">): Promise<CheckoutStore> {
  return merchantStoreOf(db, {
    userId: invoice.userId,
    receiverName: invoice.receiverName,
    logoPath: (version) => checkoutLogoPath(invoice.checkoutId, version),
  });
}

/** A session's chooser and receipt, and a link's page: no invoice yet, so the PIX profile names the receiver. */
export async function storeOfHandle(
  db: Executor,
  params: { userId: number; logoPath: (version: Date) => string },
): Promise<CheckoutStore> {
  const profile = await getPixProfile(db, params.userId);
  return merchantStoreOf(db, { ...params, receiverName: profile?.legalName ?? null });
}
