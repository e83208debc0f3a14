// A session follows its invoices: PAID once one of the payer's rails is paid in full (or a short
// crypto payment and its PIX remainder are both paid), EXPIRED once its time ran out with no
// invoice still open. Run by the tick; each session changes under its row lock with its event.
import { and, eq, exists, inArray, lte, notExists, sql } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { checkoutSessions, invoices, type Invoice } from "@/db/schema";
import { openStatuses } from "@/server/invoice-states";
import { lockSession, sessionInvoices } from "./read-session";
import { writeSessionVersion } from "./write-session";

/**
 * The invoice whose payment pays the session, if any: a rail paid in full, or the PIX remainder
 * (which exists only beside a crypto payment that fell short, so together they pay the amount).
 */
export const payingInvoice = (linked: Invoice[]) => linked.find((invoice) => invoice.status === "PAID") ?? null;

/** Moves one session to PAID or EXPIRED when its invoices say so; answers whether it changed. */
export async function settleSession(tx: Executor, sessionId: number, now = new Date()): Promise<boolean> {
  const session = await lockSession(tx, sessionId);
  if (session.status === "PAID") return false;
  const linked = await sessionInvoices(tx, session.id);
  const paying = payingInvoice(linked);
  if (paying) {
    await writeSessionVersion(tx, { current: session, patch: { status: "PAID", paidAt: paying.paidAt ?? now }, event: "checkout.paid" });
    return true;
  }
  const stillOpen = linked.some((invoice) => (openStatuses as readonly string[]).includes(invoice.status));
  if (session.status === "OPEN" && session.expiresAt <= now && !stillOpen) {
    await writeSessionVersion(tx, { current: session, patch: { status: "EXPIRED", expiredAt: now }, event: "checkout.expired" });
    return true;
  }
  return false;
}

const BATCH = 200;

export async function settleCheckoutSessions(db: Database, now = new Date()) {
  const paidInvoice = db
    .select({ one: sql`1` })
    .from(invoices)
    .where(and(eq(invoices.checkoutSessionId, checkoutSessions.id), eq(invoices.status, "PAID")));
  const openInvoice = db
    .select({ one: sql`1` })
    .from(invoices)
    .where(and(eq(invoices.checkoutSessionId, checkoutSessions.id), inArray(invoices.status, [...openStatuses])));
  const due = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      sql`(${and(inArray(checkoutSessions.status, ["OPEN", "EXPIRED"]), exists(paidInvoice))})
        or (${and(eq(checkoutSessions.status, "OPEN"), lte(checkoutSessions.expiresAt, now), notExists(openInvoice))})`,
    )
    .limit(BATCH);
  let settled = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => settleSession(tx, id, now))) settled += 1;
  }
  return { settled };
}
