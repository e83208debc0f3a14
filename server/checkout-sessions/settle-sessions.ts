// A session follows its invoices: PAID once one of the payer's rails is paid in full (or a short
// crypto payment and its PIX remainder are both paid), EXPIRED once its time ran out with no
// invoice still open. Run by the tick; each session changes under its row lock with its event.
import { and, eq, exists, gte, inArray, lte, notExists, or, sql } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { checkoutSessions, invoices, type Invoice } from "@/db/schema";
import { env } from "@/kernel/env";
import { openStatuses } from "@/vocabulary/invoice-states";
import { lockSession, sessionInvoices } from "./read-session";
import { writeSessionVersion } from "./write-session";

/**
 * The invoice whose payment pays the session, if any: a rail paid in full, or the PIX remainder
 * (which exists only beside a crypto payment that fell short, so together they pay the amount).
 */
const payingInvoice = (linked: Invoice[]) => linked.find((invoice) => invoice.status === "PAID") ?? null;

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
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after it expired a session can still be paid: its invoices are watched for a late
 * payment for MONITORING_WINDOW_MINUTES after their own expiry, and a payment seen then may still
 * be confirming; a day beyond that covers it. Older expired sessions are settled for good, so the
 * tick does not read them again.
 */
export const latePaymentHorizon = (now: Date) => new Date(now.getTime() - env.MONITORING_WINDOW_MINUTES * 60_000 - DAY_MS);

/** The sessions whose invoices say they should change, at most one batch of them. */
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
      or(
        and(eq(checkoutSessions.status, "OPEN"), exists(paidInvoice)),
        and(eq(checkoutSessions.status, "OPEN"), lte(checkoutSessions.expiresAt, now), notExists(openInvoice)),
        and(eq(checkoutSessions.status, "EXPIRED"), gte(checkoutSessions.expiredAt, latePaymentHorizon(now)), exists(paidInvoice)),
      ),
    )
    .limit(BATCH);
  let settled = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => settleSession(tx, id, now))) settled += 1;
  }
  return { settled };
}
