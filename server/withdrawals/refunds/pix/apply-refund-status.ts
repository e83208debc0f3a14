// Moves one devolução of a PIX refund by what its PSP answered, and the refund with it, under the
// refund's row lock with its event in the same transaction. DEVOLVIDO records the return as the
// refund's send (an invoice_payments row, as a crypto refund's transfer, so settlement and the
// home page count it); NAO_REALIZADO or an outright refusal ends the devolução refused, with the
// PSP's words; an answer that says nothing definite only schedules the next check. When every
// devolução of the refund is final, the refund is COMPLETED if any money went back (the refused
// part's amount is refundable again) and FAILED if none did. A report repeated, or arriving after
// a final answer, changes nothing.
import { and, asc, eq } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { invoicePayments, invoices, pixRefundParts, type Invoice, type PixRefundPart } from "@/db/schema";
import { changeInvoicePayments } from "@/server/invoices/lifecycle/apply-payments";
import { lockInvoice, recordInvoiceFacts, transitionInvoice } from "@/server/invoices/lifecycle/state-machine";
import { logger } from "@/kernel/logger";
import { FIAT_DECIMALS, formatUnits } from "@/kernel/money";
import type { DevolucaoAnswer, PixPsp, PixRefundStatus } from "@/server/pix/psp/psp";
import { nextCheckDelayMs, OUTCOME_UNKNOWN_AFTER_CHECKS } from "./check-schedule";
import { chargedThrough } from "@/server/pix/psp/charged-through";

/**
 * What one answer did: the refund `completed` or `failed` with it; the devolução `returned` or
 * `refused` while others of the refund are still open; still `processing`; `unchanged` (a repeat or
 * a late report); `unanswered` (nothing definite: checked again later); `unknown_refund`; or an
 * `amount_mismatch` the PSP reported (logged, moves nothing).
 */
export type RefundOutcome =
  | "completed"
  | "failed"
  | "returned"
  | "refused"
  | "processing"
  | "unchanged"
  | "unanswered"
  | "unknown_refund"
  | "amount_mismatch";

const reais = (centavos: string | bigint) => formatUnits(BigInt(centavos), FIAT_DECIMALS);

async function lockPart(tx: Executor, partId: number): Promise<PixRefundPart | undefined> {
  const [part] = await tx.select().from(pixRefundParts).where(eq(pixRefundParts.id, partId)).for("update");
  return part;
}

const partsOf = (tx: Executor, refundInvoiceId: number) =>
  tx.select().from(pixRefundParts).where(eq(pixRefundParts.refundInvoiceId, refundInvoiceId)).orderBy(asc(pixRefundParts.id));

/** DEVOLVIDO: the return, identified by its end-to-end id at the Central Bank (rtrId; the devolução's id when the PSP gives none). */
async function recordReturn(tx: Executor, refund: Invoice, reported: PixRefundStatus, now: Date) {
  await changeInvoicePayments(tx, {
    invoiceId: refund.id,
    reason: "psp",
    now,
    record: async () => {
      await tx
        .insert(invoicePayments)
        .values({
          invoiceId: refund.id,
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
        .onConflictDoNothing();
    },
  });
}

/**
 * The refund once every devolução is final: COMPLETED when some money went back (a refused part's
 * reason in failure_reason, what did not go back is amount_due less amount_paid), FAILED when none
 * did. Its sends are already recorded.
 */
async function settleWhenAllFinal(tx: Executor, refundInvoiceId: number, details: Record<string, unknown>): Promise<RefundOutcome | null> {
  const refund = await lockInvoice(tx, refundInvoiceId);
  if (!refund) return null;
  if (refund.status === "COMPLETED") return "completed";
  if (refund.status !== "PROCESSING") return null;
  const parts = await partsOf(tx, refundInvoiceId);
  if (parts.some((part) => part.state === "requested" || part.state === "processing")) return null;
  const refused = parts.filter((part) => part.state === "refused");
  const reasons = [...new Set(refused.map((part) => part.reason ?? "refused by the PSP"))].join("; ");
  if (refused.length === parts.length) {
    await transitionInvoice(tx, {
      invoiceId: refund.id,
      locked: refund,
      to: "FAILED",
      reason: "psp",
      patch: { withdrawalFailureReason: reasons, outcomeUnknownAt: null },
      details: { status: "NAO_REALIZADO", ...details, reason: reasons },
    });
    return "failed";
  }
  const notReturned = refused.reduce((sum, part) => sum + BigInt(part.amountBase), 0n);
  await transitionInvoice(tx, {
    invoiceId: refund.id,
    locked: refund,
    to: "COMPLETED",
    reason: "psp_partly_returned",
    // What did not go back is amount_due less amount_paid; the reason is the PSP's own words.
    patch: { paidAt: new Date(), withdrawalFailureReason: reasons, outcomeUnknownAt: null },
    details: { ...details, notReturned: reais(notReturned), reason: reasons },
  });
  return "completed";
}

/** An answer that says what the PSP did: the devolução moves by it (EM_PROCESSAMENTO, DEVOLVIDO, NAO_REALIZADO or a refusal). */
async function applyDefiniteAnswer(
  tx: Executor,
  params: { refund: Invoice; part: PixRefundPart; answer: Exclude<DevolucaoAnswer, { kind: "unknown" }>; now: Date },
): Promise<RefundOutcome> {
  const { refund, part, answer, now } = params;
  const settledCheck = { failedChecks: 0, lastCheckError: null, nextCheckAt: new Date(now.getTime() + nextCheckDelayMs(0)), updatedAt: now };
  if (answer.kind === "reported") {
    const reported = answer.refund;
    if (reported.refundId !== part.devolucaoId) return "unknown_refund";
    if (reported.amountCentavos.toString() !== part.amountBase) {
      logger.warn("PIX refund amount differs from the PSP's", { invoiceId: refund.id, refundId: reported.refundId });
      return "amount_mismatch";
    }
    if (reported.status === "DEVOLVIDO") {
      await tx.update(pixRefundParts).set({ ...settledCheck, state: "returned", rtrId: reported.rtrId }).where(eq(pixRefundParts.id, part.id));
      await recordReturn(tx, refund, reported, now);
      return (await settleWhenAllFinal(tx, refund.id, { rtrId: reported.rtrId, status: reported.status })) ?? "returned";
    }
    if (reported.status !== "NAO_REALIZADO") {
      await tx.update(pixRefundParts).set({ ...settledCheck, state: "processing" }).where(eq(pixRefundParts.id, part.id));
      // An answer after hours of silence: the merchant no longer needs to check with the bank.
      if (refund.outcomeUnknownAt) {
        await recordInvoiceFacts(tx, { locked: refund, fact: "updated", reason: "psp_answered", patch: { outcomeUnknownAt: null }, details: { status: reported.status } });
      }
      return "processing";
    }
  }
  const reason =
    answer.kind === "refused"
      ? answer.reason
      : (answer.refund.reason ?? "the PSP did not make the devolução (NAO_REALIZADO)");
  await tx.update(pixRefundParts).set({ ...settledCheck, state: "refused", reason }).where(eq(pixRefundParts.id, part.id));
  const details = answer.kind === "refused" ? { status: "NAO_REALIZADO", httpStatus: answer.httpStatus } : { rtrId: answer.refund.rtrId, status: "NAO_REALIZADO" };
  return (await settleWhenAllFinal(tx, refund.id, details)) ?? "refused";
}

/** Nothing definite: the next check waits longer, and after the limit the merchant is told to ask the bank. */
async function recordUnanswered(tx: Executor, params: { refund: Invoice; part: PixRefundPart; reason: string; now: Date }) {
  const { refund, part, reason, now } = params;
  const failedChecks = part.failedChecks + 1;
  const nextCheckAt = new Date(now.getTime() + nextCheckDelayMs(failedChecks));
  await tx.update(pixRefundParts).set({ failedChecks, nextCheckAt, lastCheckError: reason, updatedAt: now }).where(eq(pixRefundParts.id, part.id));
  // One line per check, no stack: the schedule already spaces them out.
  logger.warn("PIX refund: the PSP gave no definite answer; checked again later", {
    invoiceId: refund.id,
    devolucaoId: part.devolucaoId,
    failedChecks,
    nextCheckAt: nextCheckAt.toISOString(),
    reason,
  });
  if (failedChecks >= OUTCOME_UNKNOWN_AFTER_CHECKS && !refund.outcomeUnknownAt) {
    await recordInvoiceFacts(tx, {
      locked: refund,
      fact: "updated",
      reason: "psp_outcome_unknown",
      patch: { outcomeUnknownAt: now },
      details: { failedChecks, lastError: reason },
    });
  }
  return "unanswered" as const;
}

/** Applies a PSP answer about one devolução (`answer` must come from the PSP itself: a request's answer or a read). */
export async function applyDevolucaoAnswer(
  db: Database,
  params: { refundInvoiceId: number; partId: number; answer: DevolucaoAnswer; now?: Date },
): Promise<RefundOutcome> {
  const now = params.now ?? new Date();
  return db.transaction(async (tx) => {
    // The refund's row lock first, as every change of an invoice; then its devolução's.
    const refund = await lockInvoice(tx, params.refundInvoiceId);
    const part = await lockPart(tx, params.partId);
    if (!refund || !part || part.refundInvoiceId !== refund.id) return "unknown_refund";
    if (refund.status !== "PROCESSING" || part.state === "returned" || part.state === "refused") return "unchanged";
    if (params.answer.kind === "unknown") return recordUnanswered(tx, { refund, part, reason: params.answer.reason, now });
    return applyDefiniteAnswer(tx, { refund, part, answer: params.answer, now });
  });
}

/** Asks the PSP for one devolução (PUT, idempotent by its id) and applies the answer. */
export async function requestDevolucao(db: Database, psp: PixPsp, params: { refund: Pick<Invoice, "id" | "description">; part: PixRefundPart }) {
  const { refund, part } = params;
  const answer = await psp.requestRefund({
    endToEndId: part.endToEndId,
    refundId: part.devolucaoId,
    amountCentavos: BigInt(part.amountBase),
    description: refund.description ?? undefined,
  });
  if (answer.kind === "refused") logger.warn("PSP refused a PIX refund", { invoiceId: refund.id, devolucaoId: part.devolucaoId, httpStatus: answer.httpStatus, reason: answer.reason });
  return applyDevolucaoAnswer(db, { refundInvoiceId: refund.id, partId: part.id, answer });
}

/** The devolução `devolucaoId` of the pix `endToEndId`, among the refunds charged through this PSP. */
export async function findRefundPart(db: Database, psp: PixPsp, endToEndId: string, devolucaoId: string): Promise<PixRefundPart | null> {
  const [row] = await db
    .select({ part: pixRefundParts })
    .from(pixRefundParts)
    .innerJoin(invoices, eq(invoices.id, pixRefundParts.refundInvoiceId))
    .where(
      and(
        eq(pixRefundParts.endToEndId, endToEndId),
        eq(pixRefundParts.devolucaoId, devolucaoId),
        // A merchant's own PSP reads and moves only that merchant's invoices.
        chargedThrough(psp),
      ),
    );
  return row?.part ?? null;
}
