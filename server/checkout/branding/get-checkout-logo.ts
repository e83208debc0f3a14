// The uploaded logo of the store behind a checkout, served from the checkout's own origin.
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutBranding, invoices } from "@/db/schema";

export async function getCheckoutLogo(db: Executor, checkoutId: string) {
  const [row] = await db
    .select({ image: checkoutBranding.logoImage, contentType: checkoutBranding.logoContentType })
    .from(invoices)
    .innerJoin(checkoutBranding, eq(checkoutBranding.userId, invoices.userId))
    .where(and(eq(invoices.checkoutId, checkoutId), eq(invoices.type, "PAYMENT")));
  return row?.image && row.contentType ? { image: row.image, contentType: row.contentType } : null;
}
