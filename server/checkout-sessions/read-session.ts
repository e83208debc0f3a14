// Reading sessions: by public id (the hosted chooser's handle) or for a merchant (its owner or
// staff; anyone else gets the same 404 as an unknown id), always with their invoices.
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutSessions, invoices, paymentLinks, type CheckoutSession } from "@/db/schema";
import { isStaff, type Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import type { SessionView } from "./session-object";

export const sessionNotFound = () => new AppError("not_found", "Checkout session not found.");

export async function sessionInvoices(db: Executor, sessionId: number) {
  return db.select().from(invoices).where(eq(invoices.checkoutSessionId, sessionId)).orderBy(asc(invoices.id));
}

export async function viewOf(db: Executor, session: CheckoutSession): Promise<SessionView> {
  const [linked, link] = await Promise.all([
    sessionInvoices(db, session.id),
    session.paymentLinkId === null
      ? Promise.resolve([])
      : db.select({ slug: paymentLinks.slug }).from(paymentLinks).where(eq(paymentLinks.id, session.paymentLinkId)),
  ]);
  return { session, invoices: linked, linkSlug: link[0]?.slug ?? null };
}

function ownerScope(actor: Actor): SQL | undefined {
  return isStaff(actor) ? undefined : eq(checkoutSessions.userId, actor.userId);
}

export async function findSessionForActor(db: Executor, actor: Actor, publicId: string): Promise<CheckoutSession> {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.publicId, publicId), ownerScope(actor)))
    .limit(1);
  if (!session) throw sessionNotFound();
  return session;
}

export async function findSessionByPublicId(db: Executor, publicId: string): Promise<CheckoutSession> {
  const [session] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.publicId, publicId)).limit(1);
  if (!session) throw sessionNotFound();
  return session;
}

/** Loads and row-locks a session for a change in this transaction (every change takes it first). */
export async function lockSession(tx: Executor, sessionId: number): Promise<CheckoutSession> {
  const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).for("update");
  if (!session) throw sessionNotFound();
  return session;
}

/** The public id of the session an invoice was chosen in (the checkout's way back to the chooser). */
export async function sessionPublicIdOf(db: Executor, sessionId: number | null): Promise<string | null> {
  if (sessionId === null) return null;
  const [session] = await db.select({ publicId: checkoutSessions.publicId }).from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return session?.publicId ?? null;
}
