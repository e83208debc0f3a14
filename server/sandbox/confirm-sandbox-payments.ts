// Sandbox: simulated crypto payments recorded with `confirm: "later"` become final, either when the
// merchant asks (POST /api/sandbox/invoices/{id}/confirm) or by the tick once SANDBOX_CONFIRM_SECONDS
// have passed since they were seen, so a checkout shows CONFIRMING before PAID as with a real chain.
import { and, eq, lte } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoicePayments } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { getInvoice, parseInvoiceId } from "@/server/invoices/get-invoice";
import { confirmSimulatedPayments, SANDBOX_NETWORK } from "./confirm-simulated-payments";
import { requireSandbox } from "./simulate-payment";

export async function confirmSandboxPayments(db: Database, actor: Actor, params: { invoiceId: string | number }) {
  await requireSandbox(db, actor);
  const invoiceId = parseInvoiceId(params.invoiceId);
  await db.transaction(async (tx) => {
    // Only the owner's own invoice (ownerId), locked once by the payment change itself.
    const confirmed = await confirmSimulatedPayments(tx, { invoiceId, actorUserId: actor.userId, ownerId: actor.userId });
    if (confirmed === 0) {
      throw new AppError("invalid_transition", "No simulated payment of this invoice awaits confirmation.");
    }
  });
  return getInvoice(db, actor, invoiceId);
}

/** The tick's part: every simulated payment seen `afterSeconds` ago or earlier is confirmed. */
export async function confirmDueSandboxPayments(db: Database, params: { now: Date; afterSeconds: number; limit?: number }) {
  const seenBy = new Date(params.now.getTime() - params.afterSeconds * 1000);
  const due = await db
    .selectDistinct({ invoiceId: invoicePayments.invoiceId })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.network, SANDBOX_NETWORK), eq(invoicePayments.state, "pending"), lte(invoicePayments.seenAt, seenBy)))
    .limit(params.limit ?? 200);
  let confirmed = 0;
  // One invoice per transaction, each under its row lock: a ticker running beside finds them confirmed.
  for (const { invoiceId } of due) {
    confirmed += await db.transaction((tx) => confirmSimulatedPayments(tx, { invoiceId, seenBy }));
  }
  return { confirmed };
}
