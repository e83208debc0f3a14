// The merchant cancels a refund or payout nothing was sent for (the transition table allows it from
// AWAITING_ADDRESS and AWAITING_PAYMENT); a canceled refund gives its amount back to what the
// payment may still have refunded.
import type { Database } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { invoiceNotFound, parseInvoiceId } from "@/server/invoices/get-invoice";
import { lockInvoice, transitionInvoice } from "@/server/invoices/lifecycle/state-machine";

export async function cancelWithdrawal(db: Database, actor: Actor, params: { invoiceId: string | number }) {
  const invoiceId = parseInvoiceId(params.invoiceId);
  return db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, invoiceId, actor.userId);
    if (!locked) throw invoiceNotFound();
    if (locked.type !== "WITHDRAWAL") throw new AppError("unprocessable", "This is a payment: cancel it from the dashboard.");
    return transitionInvoice(tx, {
      invoiceId,
      locked,
      to: "CANCELED",
      reason: "canceled",
      actorUserId: actor.userId,
      patch: { canceledAt: new Date() },
    });
  });
}
