// A payment link as the dashboard shows it: amounts as numbers, its short URL and the QR of it.
import type { PaymentLink } from "@/db/schema";
import { env } from "@/server/env";
import { amountFromMinorUnits } from "@/server/money";

export const linkUrl = (slug: string) => `${env.APP_URL.replace(/\/$/, "")}/l/${slug}`;

const amountOrNull = (minor: bigint | null) => (minor === null ? null : amountFromMinorUnits(minor));

export function toPaymentLinkObject(link: PaymentLink) {
  return {
    id: link.id,
    slug: link.slug,
    url: linkUrl(link.slug),
    title: link.title,
    description: link.description,
    imageUrl: link.imageUrl,
    currency: link.currency,
    amount: amountOrNull(link.amountMinor),
    minAmount: amountOrNull(link.minAmountMinor),
    maxAmount: amountOrNull(link.maxAmountMinor),
    quantityEnabled: link.quantityEnabled,
    maxQuantity: link.maxQuantity,
    active: link.active,
    createdAt: link.createdAt.toISOString(),
  };
}
