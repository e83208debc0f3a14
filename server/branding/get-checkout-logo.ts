// The uploaded logo of the store behind a checkout, a checkout session or a payment link, served
// from the page's own origin.
import { and, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutBranding, checkoutSessions, invoices, paymentLinks } from "@/db/schema";

type Logo = { image: Buffer; contentType: string };

const logoOf = (row: { image: Buffer | null; contentType: string | null } | undefined): Logo | null =>
  row?.image && row.contentType ? { image: row.image, contentType: row.contentType } : null;

const logoColumns = { image: checkoutBranding.logoImage, contentType: checkoutBranding.logoContentType };

export async function getCheckoutLogo(db: Executor, checkoutId: string) {
  const [row] = await db
    .select(logoColumns)
    .from(invoices)
    .innerJoin(checkoutBranding, eq(checkoutBranding.userId, invoices.userId))
    .where(and(eq(invoices.checkoutId, checkoutId), eq(invoices.type, "PAYMENT")));
  return logoOf(row);
}

export async function getSessionLogo(db: Executor, publicId: string) {
  const [row] = await db
    .select(logoColumns)
    .from(checkoutSessions)
    .innerJoin(checkoutBranding, eq(checkoutBranding.userId, checkoutSessions.userId))
    .where(eq(checkoutSessions.publicId, publicId));
  return logoOf(row);
}

export async function getLinkLogo(db: Executor, slug: string) {
  const [row] = await db
    .select(logoColumns)
    .from(paymentLinks)
    .innerJoin(checkoutBranding, eq(checkoutBranding.userId, paymentLinks.userId))
    .where(eq(paymentLinks.slug, slug));
  return logoOf(row);
}
