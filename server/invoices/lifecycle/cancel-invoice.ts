// A merchant cancels an invoice nobody has paid yet, or a withdrawal not sent yet (dashboard action).
// The transition table says from which states each type may be canceled.
import type { Database } from "@/db/client";
import { isAdmin, type Actor } from "@/server/auth/actor";
import { transitionInvoice } from "./state-machine";

export async function cancelInvoice(db: Database, actor: Actor, params: { invoiceId: number }) {
  return db.transaction((tx) =>
    transitionInvoice(tx, {
      invoiceId: params.invoiceId,
      to: "CANCELED",
      reason: "canceled",
      actorUserId: actor.userId,
      // Admins manage every invoice; anyone else only their own (another's is not found).
      ownerId: isAdmin(actor) ? undefined : actor.userId,
      patch: { canceledAt: new Date() },
    }),
  );
}
