// Creates a checkout session: an amount to pay with no rail yet. The payer chooses PIX or a crypto
// asset on the hosted page (choose-rail.ts). The session, its checkout.created event and (under an
// Idempotency-Key) the key's link to it commit in one transaction.
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { checkoutSessions, idempotencyKeys } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { newCheckoutId } from "@/server/invoices/checkout-id";
import { minorUnitsFromAmount } from "@/kernel/money";
import { DEFAULT_SESSION_TTL_MS, type CreateCheckoutSessionInput } from "./schemas";
import { writeCheckoutEvent } from "./session-events";
import { toCheckoutSessionObject, type SessionView } from "./session-object";

const newSessionPublicId = () => `cs_${newCheckoutId()}`;

export type CreateSessionOptions = {
  idempotencyKey?: string;
  /** A session started by a visit to a payment link. */
  paymentLink?: { id: number; slug: string; quantity: number | null };
};

export async function createCheckoutSessionView(
  db: Database,
  actor: Actor,
  input: CreateCheckoutSessionInput,
  options: CreateSessionOptions = {},
): Promise<SessionView> {
  const now = new Date();
  const expiresAt = input.expires_at ? new Date(input.expires_at) : new Date(now.getTime() + DEFAULT_SESSION_TTL_MS);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(checkoutSessions)
      .values({
        publicId: newSessionPublicId(),
        userId: actor.userId,
        amountMinor: minorUnitsFromAmount(input.amount),
        currency: input.currency,
        description: input.description ?? null,
        externalReference: input.external_reference ?? null,
        redirectUrl: input.redirect_url ?? null,
        customerName: input.customer_name ?? null,
        customerEmail: input.customer_email ?? null,
        customerPhone: input.customer_phone ?? null,
        expiresAt,
        paymentLinkId: options.paymentLink?.id ?? null,
        quantity: options.paymentLink?.quantity ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!session) throw new Error("checkout session insert returned no row");
    const view: SessionView = { session, invoices: [], linkSlug: options.paymentLink?.slug ?? null };
    await writeCheckoutEvent(tx, view, "checkout.created");
    if (options.idempotencyKey !== undefined) {
      // Commits with the session or not at all: a retry after a lost answer finds this session.
      await tx
        .update(idempotencyKeys)
        .set({ checkoutSessionId: session.id })
        .where(and(eq(idempotencyKeys.userId, actor.userId), eq(idempotencyKeys.key, options.idempotencyKey)));
    }
    return view;
  });
}

export async function createCheckoutSession(
  db: Database,
  actor: Actor,
  input: CreateCheckoutSessionInput,
  options: CreateSessionOptions = {},
) {
  return toCheckoutSessionObject(await createCheckoutSessionView(db, actor, input, options));
}
