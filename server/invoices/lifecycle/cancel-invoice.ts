// A merchant cancels an invoice nobody has paid yet (dashboard action).
import type { Database } from "@/db/client";
import { isAdmin, type Actor } from "@/server/auth/actor";
import { cancelableStatuses } from "@/server/invoice-states";
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
      from: cancelableStatuses,
      patch: { canceledAt: new Date() },
    }),
  );
}
