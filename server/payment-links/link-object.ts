// A payment link as REST and the dashboard show it: amounts as numbers, its short URL and the QR of it.
import type { PaymentLink } from "@/db/schema";
import { qrPngBase64 } from "@/server/crypto/qr";
import { env } from "@/kernel/env";
import { amountFromMinorUnits } from "@/kernel/money";
import type { PaymentLinkObject } from "./schemas";

export const linkUrl = (slug: string) => `${env.APP_URL.replace(/\/$/, "")}/l/${slug}`;

const amountOrNull = (minor: bigint | null) => (minor === null ? null : amountFromMinorUnits(minor));

/** The object of a link whose QR is drawn already (the create draws it before its transaction). */
export function toPaymentLinkObject(link: PaymentLink, qrCode: string): PaymentLinkObject {
  return {
    id: link.id,
    slug: link.slug,
    url: linkUrl(link.slug),
    qr_code: qrCode,
    title: link.title,
    description: link.description,
    image_url: link.imageUrl,
    currency: link.currency,
    amount: amountOrNull(link.amountMinor),
    min_amount: amountOrNull(link.minAmountMinor),
    max_amount: amountOrNull(link.maxAmountMinor),
    quantity_enabled: link.quantityEnabled,
    max_quantity: link.maxQuantity,
    active: link.active,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
  };
}

export async function paymentLinkObjectOf(link: PaymentLink): Promise<PaymentLinkObject> {
  return toPaymentLinkObject(link, await qrPngBase64(linkUrl(link.slug)));
}

/**
 * What POST /api/payment-links answers: the link in the envelope. The create stores it on its
 * Idempotency-Key in the same transaction as the link, so a retry always finds it.
 */
export const paymentLinkCreatedAnswer = (link: PaymentLinkObject) => ({
  status: 201 as const,
  code: "payment_link_created" as const,
  response: link,
});
