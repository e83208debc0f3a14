// A payment link's own list of payments: the paid checkout sessions its visits started, newest
// first: the dashboard's list, and the API's pages of it.
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutSessions, paymentLinks } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { pageOfSessions, viewsOf } from "@/server/checkout-sessions/read-session";
import { toCheckoutSessionObject } from "@/server/checkout-sessions/session-object";
import { linkNotFound } from "./manage-payment-links";
import type { LinkPaymentsPage } from "./schemas";

/** Which sessions are the link's payments, once the link is found to be the actor's (another's is not found). */
async function paidSessionsOf(db: Executor, actor: Actor, linkId: number) {
  const [link] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.userId, actor.userId)));
  if (!link) throw linkNotFound();
  return and(
    eq(checkoutSessions.paymentLinkId, link.id),
    eq(checkoutSessions.userId, actor.userId),
    eq(checkoutSessions.status, "PAID"),
  );
}

export async function listLinkPayments(db: Executor, actor: Actor, params: { id: number }) {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(await paidSessionsOf(db, actor, params.id))
    .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id))
    .limit(200);
  return (await viewsOf(db, rows)).map(toCheckoutSessionObject);
}

/** A page of the link's payments (the page as listLinkPaymentsInput parsed it), with an exact total. */
export async function listLinkPaymentPage(db: Executor, actor: Actor, params: { id: number } & LinkPaymentsPage) {
  const { id, page, quantityPerPage } = params;
  return pageOfSessions(db, await paidSessionsOf(db, actor, id), { page, quantityPerPage });
}
