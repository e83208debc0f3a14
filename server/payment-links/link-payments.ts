// A payment link's own list of payments: the paid checkout sessions its visits started, newest first.
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutSessions, paymentLinks } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { viewsOf } from "@/server/checkout-sessions/read-session";
import { toCheckoutSessionObject } from "@/server/checkout-sessions/session-object";
import { linkNotFound } from "./manage-payment-links";

export async function listLinkPayments(db: Executor, actor: Actor, params: { id: number }) {
  const [link] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.id, params.id), eq(paymentLinks.userId, actor.userId)));
  if (!link) throw linkNotFound();
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.paymentLinkId, link.id), eq(checkoutSessions.status, "PAID")))
    .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id))
    .limit(200);
  return (await viewsOf(db, rows)).map(toCheckoutSessionObject);
}
