// The merchant's payment links: create, list (newest first, each with its QR), switch on or off.
import { and, desc, eq } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import type { Executor } from "@/db/client";
import { paymentLinks } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { qrPngBase64 } from "@/server/crypto/qr";
import { AppError } from "@/server/errors";
import { minorUnitsFromAmount } from "@/server/money";
import { parseOrThrow } from "@/server/validation";
import { linkUrl, toPaymentLinkObject } from "./link-object";
import { createPaymentLinkInput, type CreatePaymentLinkInput } from "./schemas";

/** Short enough to type from a printed QR's caption, random enough (about 59 bits) not to be walked. */
const newSlug = customAlphabet("23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ", 10);

export const linkNotFound = () => new AppError("not_found", "Payment link not found.");

const minorOrNull = (amount: number | undefined) => (amount === undefined ? null : minorUnitsFromAmount(amount));

export async function createPaymentLink(db: Executor, actor: Actor, input: CreatePaymentLinkInput) {
  const value = parseOrThrow(createPaymentLinkInput, input, "body");
  const [link] = await db
    .insert(paymentLinks)
    .values({
      userId: actor.userId,
      slug: newSlug(),
      title: value.title,
      description: value.description ?? null,
      imageUrl: value.image_url ?? null,
      currency: value.currency,
      amountMinor: minorOrNull(value.amount),
      minAmountMinor: minorOrNull(value.min_amount),
      maxAmountMinor: minorOrNull(value.max_amount),
      quantityEnabled: value.quantity_enabled,
      maxQuantity: value.quantity_enabled ? (value.max_quantity ?? null) : null,
    })
    .returning();
  if (!link) throw new Error("payment link insert returned no row");
  return { ...toPaymentLinkObject(link), qrCode: await qrPngBase64(linkUrl(link.slug)) };
}

export async function listPaymentLinks(db: Executor, actor: Actor) {
  const rows = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.userId, actor.userId))
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id));
  return Promise.all(rows.map(async (link) => ({ ...toPaymentLinkObject(link), qrCode: await qrPngBase64(linkUrl(link.slug)) })));
}

export async function setPaymentLinkActive(db: Executor, actor: Actor, params: { id: number; active: boolean }) {
  const [link] = await db
    .update(paymentLinks)
    .set({ active: params.active, updatedAt: new Date() })
    .where(and(eq(paymentLinks.id, params.id), eq(paymentLinks.userId, actor.userId)))
    .returning();
  if (!link) throw linkNotFound();
  return toPaymentLinkObject(link);
}
