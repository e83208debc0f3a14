// A merchant marks an invoice paid by hand, for money settled outside Ponte; recorded as manual.
import type { Database } from "@/db/client";
import { isAdmin, type Actor } from "@/server/auth/actor";
import { transitionInvoice } from "./state-machine";

export async function markInvoicePaid(db: Database, actor: Actor, params: { invoiceId: number }) {
  const now = new Date();
  return db.transaction((tx) =>
    transitionInvoice(tx, {
      invoiceId: params.invoiceId,
      to: "PAID",
      reason: "marked_paid",
      actorUserId: actor.userId,
      ownerId: isAdmin(actor) ? undefined : actor.userId,
      patch: { marked: true, markedBy: actor.userId, markedAt: now, paidAt: now },
    }),
  );
}
