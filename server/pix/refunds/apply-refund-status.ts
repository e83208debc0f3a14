// Moves a PIX refund (a WITHDRAWAL invoice in PROCESSING) by what its PSP reports of the devolução:
// DEVOLVIDO completes it, NAO_REALIZADO fails it (its amount can be refunded again), EM_PROCESSAMENTO
// leaves it waiting. Under the refund's row lock, with its event in the same transaction; a report
// repeated or arriving after a final answer changes nothing. The return the PSP made is recorded as
// the refund's send (an invoice_payments row, as a crypto refund's transfer), through the one path
// that stamps it and counts it in the settlement report and the home page's totals.
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { invoicePayments, invoices, type Invoice } from "@/db/schema";
import { changeInvoicePayments } from "@/server/invoices/lifecycle/apply-payments";
import { transitionInvoice, lockInvoice } from "@/server/invoices/lifecycle/state-machine";
import { logger } from "@/server/logger";
import { RefundRejectedError, type PixPsp, type PixRefundStatus } from "@/server/pix/psp/psp";

export type RefundOutcome = "completed" | "failed" | "processing" | "unchanged" | "unknown_refund" | "amount_mismatch";

const targetOf: Record<string, "COMPLETED" | "FAILED" | undefined> = { DEVOLVIDO: "COMPLETED", NAO_REALIZADO: "FAILED" };

/** The refund invoice of this devolução, among the invoices charged through this PSP. */
export async function findPixRefund(db: Database, psp: PixPsp, endToEndId: string, refundId: string): Promise<Invoice | null> {
  const [refund] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.type, "WITHDRAWAL"),
        eq(invoices.gateway, "pix"),
        eq(invoices.pixTxid, refundId),
        eq(invoices.payAddress, endToEndId),
        eq(invoices.pspName, psp.name),
        psp.ownerUserId === undefined ? undefined : eq(invoices.userId, psp.ownerUserId),
      ),
    );
  return refund ?? null;
}

/** `reported` must come from the PSP itself (a read), never from a callback body alone. */
export async function applyRefundStatus(db: Database, refund: Invoice, reported: PixRefundStatus): Promise<RefundOutcome> {
  if (reported.refundId !== refund.pixTxid) return "unknown_refund";
  if (reported.amountCentavos.toString() !== refund.amountDueBase) {
    logger.warn("PIX refund amount differs from the PSP's", { invoiceId: refund.id, refundId: reported.refundId });
    return "amount_mismatch";
  }
  const to = targetOf[reported.status];
  if (!to) return "processing";
  if (to === "COMPLETED") return db.transaction((tx) => recordReturn(tx, refund, reported));
  return db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, refund.id);
    if (!locked || locked.status !== "PROCESSING") return "unchanged" as const;
    await transitionInvoice(tx, {
      invoiceId: locked.id,
      locked,
      to,
      reason: "psp",
      details: { rtrId: reported.rtrId, status: reported.status, ...(reported.reason ? { reason: reported.reason } : {}) },
    });
    return "failed" as const;
  });
}

/**
 * DEVOLVIDO: the return is the refund's send, identified by its end-to-end id at the Central Bank
 * (rtrId; the devolução's own id when the PSP gives none). Recording it completes the refund.
 */
async function recordReturn(tx: Executor, refund: Invoice, reported: PixRefundStatus): Promise<RefundOutcome> {
  const now = new Date();
  const { invoice, recorded } = await changeInvoicePayments(tx, {
    invoiceId: refund.id,
    reason: "psp",
    now,
    record: async (locked) => {
      if (locked.status !== "PROCESSING") return false;
      const inserted = await tx
        .insert(invoicePayments)
        .values({
          invoiceId: locked.id,
          network: "pix",
          reference: reported.rtrId ?? reported.refundId,
          outputIndex: 0,
          amountBase: reported.amountCentavos.toString(),
          confirmations: 1,
          state: "confirmed",
          seenAt: now,
          confirmedAt: now,
          raw: (reported.raw ?? { status: reported.status }) as object,
        })
        .onConflictDoNothing()
        .returning({ id: invoicePayments.id });
      return inserted.length > 0;
    },
  });
  return recorded && invoice.status === "COMPLETED" ? "completed" : "unchanged";
}

/**
 * Asks the PSP for the devolução (PUT, idempotent by id) and applies its answer. Only the PSP's
 * definitive rejection fails it: after a timeout, a 404, a 403 or a 5xx the PSP may still have made
 * the devolução, and a failed refund invites a second one (paying twice), so it stays PROCESSING and
 * polling reads it (GET) or asks again with the same id.
 */
export async function sendRefund(db: Database, psp: PixPsp, refund: Invoice): Promise<RefundOutcome> {
  const endToEndId = refund.payAddress;
  const refundId = refund.pixTxid;
  if (!endToEndId || !refundId) return "unknown_refund";
  try {
    const answer = await psp.requestRefund({
      endToEndId,
      refundId,
      amountCentavos: BigInt(refund.amountDueBase),
      description: refund.description ?? undefined,
    });
    return applyRefundStatus(db, refund, answer);
  } catch (error) {
    if (error instanceof RefundRejectedError) {
      logger.warn("PSP rejected a PIX refund", { invoiceId: refund.id, status: error.status });
      return applyRefundStatus(db, refund, {
        refundId,
        rtrId: null,
        amountCentavos: BigInt(refund.amountDueBase),
        status: "NAO_REALIZADO",
        reason: error.message,
        raw: null,
      });
    }
    logger.warn("PIX refund request's outcome is unknown; polling reads it", { invoiceId: refund.id, error });
    return "processing";
  }
}
