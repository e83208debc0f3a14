// The state changes of one invoice, oldest first, for the dashboard's timeline.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "@/db/client";
import { invoiceTransitions } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { findInvoice } from "./get-invoice";

export async function getInvoiceTimeline(db: Executor, actor: Actor, id: string | number) {
  // Resolving the invoice first applies the owner rule before any timeline row is read.
  const invoice = await findInvoice(db, actor, id);
  const rows = await db
    .select()
    .from(invoiceTransitions)
    .where(eq(invoiceTransitions.invoiceId, invoice.id))
    .orderBy(asc(invoiceTransitions.id));
  return rows.map((row) => ({
    id: row.id,
    from: row.fromStatus,
    to: row.toStatus,
    version: row.version,
    reason: row.reason,
    actorUserId: row.actorUserId,
    details: row.details,
    at: row.createdAt.toISOString(),
  }));
}
