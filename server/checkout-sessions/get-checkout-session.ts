// Reads checkout sessions for their merchant (staff read all): one, or a page of them.
import { and, eq, type SQL } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { checkoutSessions } from "@/db/schema";
import { isStaff, type Actor } from "@/server/auth/actor";
import { findSessionForActor, pageOfSessions, sessionNotFound, viewOf } from "./read-session";
import { listCheckoutSessionsInput, type ListCheckoutSessionsInput } from "./schemas";
import { toCheckoutSessionObject } from "./session-object";

export async function getCheckoutSession(db: Executor, actor: Actor, publicId: string) {
  return toCheckoutSessionObject(await viewOf(db, await findSessionForActor(db, actor, publicId)));
}

/** The answer of the create that made this session (an Idempotency-Key replay). */
export async function getCheckoutSessionById(db: Executor, created: { userId: number; checkoutSessionId: number }) {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, created.checkoutSessionId), eq(checkoutSessions.userId, created.userId)));
  if (!session) throw sessionNotFound();
  return toCheckoutSessionObject(await viewOf(db, session));
}

export async function listCheckoutSessions(db: Executor, actor: Actor, input: ListCheckoutSessionsInput = {}) {
  const { page, quantityPerPage, status } = listCheckoutSessionsInput.parse(input);
  const conditions: SQL[] = [];
  if (!isStaff(actor)) conditions.push(eq(checkoutSessions.userId, actor.userId));
  if (status) conditions.push(eq(checkoutSessions.status, status));
  return pageOfSessions(db, and(...conditions), { page, quantityPerPage });
}
