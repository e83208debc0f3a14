// The merchant's payment links: create, read one, list (all of them for the dashboard, a page of
// them for the API, newest first, each with its QR), switch on or off. Every query is the owner's.
import { and, count, desc, eq, ne, type SQL } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import type { Executor } from "@/db/client";
import { idempotencyKeys, paymentLinks } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { qrPngBase64 } from "@/server/crypto/qr";
import { AppError } from "@/kernel/errors";
import { minorUnitsFromAmount } from "@/kernel/money";
import { parseOrThrow } from "@/kernel/validation";
import { linkUrl, paymentLinkCreatedAnswer, paymentLinkObjectOf, toPaymentLinkObject } from "./link-object";
import { createPaymentLinkInput, type CreatePaymentLinkInput, type ListPaymentLinksFilters, type PaymentLinkObject } from "./schemas";

/** Short enough to type from a printed QR's caption, random enough (about 59 bits) not to be walked. */
const newSlug = customAlphabet("23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ", 10);

export const linkNotFound = () => new AppError("not_found", "Payment link not found.");

const minorOrNull = (amount: number | undefined) => (amount === undefined ? null : minorUnitsFromAmount(amount));

const ownLink = (actor: Actor, id: number) => and(eq(paymentLinks.id, id), eq(paymentLinks.userId, actor.userId));

export async function createPaymentLink(
  db: Executor,
  actor: Actor,
  input: CreatePaymentLinkInput,
  options: { idempotencyKey?: string } = {},
): Promise<PaymentLinkObject> {
  const value = parseOrThrow(createPaymentLinkInput, input, "body");
  const slug = newSlug();
  // Drawn before the transaction, which then holds its connection only for the two statements.
  const qrCode = await qrPngBase64(linkUrl(slug));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentLinks)
      .values({
        userId: actor.userId,
        slug,
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
    if (!row) throw new Error("payment link insert returned no row");
    const link = toPaymentLinkObject(row, qrCode);
    if (options.idempotencyKey !== undefined) {
      // The key has no column for a link: its answer commits with the link instead, so a retry after
      // any failure (even a commit whose acknowledgement was lost) answers this link, never a second.
      const answer = paymentLinkCreatedAnswer(link);
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer })
        .where(and(eq(idempotencyKeys.userId, actor.userId), eq(idempotencyKeys.key, options.idempotencyKey)));
    }
    return link;
  });
}

export async function getPaymentLink(db: Executor, actor: Actor, params: { id: number }): Promise<PaymentLinkObject> {
  const [link] = await db.select().from(paymentLinks).where(ownLink(actor, params.id)).limit(1);
  if (!link) throw linkNotFound();
  return paymentLinkObjectOf(link);
}

/** Every link of the merchant, for the dashboard's page. */
export async function listPaymentLinks(db: Executor, actor: Actor) {
  const rows = await db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.userId, actor.userId))
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id));
  return Promise.all(rows.map(paymentLinkObjectOf));
}

/** A page of the merchant's links (the query as listPaymentLinksInput parsed it), with an exact total. */
export async function listPaymentLinkPage(db: Executor, actor: Actor, filters: ListPaymentLinksFilters) {
  const { page, quantityPerPage, active } = filters;
  const conditions: SQL[] = [eq(paymentLinks.userId, actor.userId)];
  if (active !== undefined) conditions.push(eq(paymentLinks.active, active));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(paymentLinks)
      .where(where)
      .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
      .limit(quantityPerPage)
      .offset((page - 1) * quantityPerPage),
    db.select({ total: count() }).from(paymentLinks).where(where),
  ]);
  const total = counted?.total ?? 0;
  const data = await Promise.all(rows.map(paymentLinkObjectOf));
  return { data, pagination: { page, quantityPerPage, total, totalPages: Math.ceil(total / quantityPerPage) } };
}

/** Switches a link on or off; the same switch again changes nothing and answers the link as it is. */
export async function setPaymentLinkActive(db: Executor, actor: Actor, params: { id: number; active: boolean }) {
  const [switched] = await db
    .update(paymentLinks)
    .set({ active: params.active, updatedAt: new Date() })
    .where(and(ownLink(actor, params.id), ne(paymentLinks.active, params.active)))
    .returning();
  if (switched) return paymentLinkObjectOf(switched);
  return getPaymentLink(db, actor, params);
}
