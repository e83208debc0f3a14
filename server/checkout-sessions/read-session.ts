// Reading sessions: by public id (the hosted chooser's handle) or for a merchant (its owner or
// staff; anyone else gets the same 404 as an unknown id), always with their invoices.
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutSessions, invoices, paymentLinks, type CheckoutSession, type Invoice } from "@/db/schema";
import { isStaff, type Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { toCheckoutSessionObject, type SessionView } from "./session-object";

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

/** The views of a page of sessions in two queries (their invoices, their links' slugs), in the sessions' order. */
export async function viewsOf(db: Executor, sessions: CheckoutSession[]): Promise<SessionView[]> {
  if (sessions.length === 0) return [];
  const sessionIds = sessions.map((session) => session.id);
  const linkIds = [...new Set(sessions.flatMap((session) => (session.paymentLinkId === null ? [] : [session.paymentLinkId])))];
  const [linked, links] = await Promise.all([
    db.select().from(invoices).where(inArray(invoices.checkoutSessionId, sessionIds)).orderBy(asc(invoices.id)),
    linkIds.length === 0
      ? Promise.resolve([])
      : db.select({ id: paymentLinks.id, slug: paymentLinks.slug }).from(paymentLinks).where(inArray(paymentLinks.id, linkIds)),
  ]);
  const invoicesBySession = new Map<number, Invoice[]>();
  for (const invoice of linked) {
    if (invoice.checkoutSessionId === null) continue;
    const list = invoicesBySession.get(invoice.checkoutSessionId) ?? [];
    list.push(invoice);
    invoicesBySession.set(invoice.checkoutSessionId, list);
  }
  const slugById = new Map(links.map((link) => [link.id, link.slug]));
  return sessions.map((session) => ({
    session,
    invoices: invoicesBySession.get(session.id) ?? [],
    linkSlug: session.paymentLinkId === null ? null : (slugById.get(session.paymentLinkId) ?? null),
  }));
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

/** One page of the sessions `where` selects, newest first, with an exact total (the API's list and a link's payments). */
export async function pageOfSessions(db: Executor, where: SQL | undefined, { page, quantityPerPage }: { page: number; quantityPerPage: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(checkoutSessions)
      .where(where)
      .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id))
      .limit(quantityPerPage)
      .offset((page - 1) * quantityPerPage),
    db.select({ total: count() }).from(checkoutSessions).where(where),
  ]);
  const total = counted?.total ?? 0;
  const data = (await viewsOf(db, rows)).map(toCheckoutSessionObject);
  return { data, pagination: { page, quantityPerPage, total, totalPages: Math.ceil(total / quantityPerPage) } };
}
