// The merchant saves their Checkout settings: one row per merchant, replaced whole, the uploaded
// logo kept unless a new one comes or it is removed.
import type { Executor } from "@/db/client";
import { checkoutBranding } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { getCheckoutBranding } from "./get-checkout-branding";
import { readLogoUpload, type CheckoutBrandingValues } from "./schemas";

/** `values` as parsed by checkoutBrandingInput (the procedure's input). */
export async function saveCheckoutBranding(db: Executor, actor: Actor, values: CheckoutBrandingValues) {
  const upload = values.logoUpload === undefined ? null : readLogoUpload(values.logoUpload);
  if (upload && "error" in upload) {
    throw new AppError("invalid_input", undefined, { errors: [{ path: "logoUpload", message: upload.error }] });
  }
  const logo = upload
    ? { logoImage: upload.image, logoContentType: upload.contentType }
    : values.removeLogo
      ? { logoImage: null, logoContentType: null }
      : {};
  const row = {
    displayName: values.displayName,
    logoUrl: values.logoUrl,
    brandColor: values.brandColor,
    supportEmail: values.supportEmail,
    supportWhatsapp: values.supportWhatsapp,
    ...logo,
    updatedAt: new Date(),
  };
  await db
    .insert(checkoutBranding)
    .values({ userId: actor.userId, ...row })
    .onConflictDoUpdate({ target: checkoutBranding.userId, set: row });
  return getCheckoutBranding(db, actor);
}
