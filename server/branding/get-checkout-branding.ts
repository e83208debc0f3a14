// The merchant's own Checkout settings, as the dashboard's form shows them.
import { eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutBranding } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { textColorOn } from "./brand-color";

export async function getCheckoutBranding(db: Executor, actor: Actor) {
  const [row] = await db.select().from(checkoutBranding).where(eq(checkoutBranding.userId, actor.userId));
  return {
    displayName: row?.displayName ?? null,
    logoUrl: row?.logoUrl ?? null,
    /** The uploaded logo as a data URL, for the form's preview. */
    uploadedLogo: row?.logoImage && row.logoContentType ? `data:${row.logoContentType};base64,${row.logoImage.toString("base64")}` : null,
    brandColor: row?.brandColor ?? null,
    textColorOnBrand: row?.brandColor ? textColorOn(row.brandColor) : null,
    supportEmail: row?.supportEmail ?? null,
    supportWhatsapp: row?.supportWhatsapp ?? null,
  };
}
