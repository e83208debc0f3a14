// Polling of PIX refunds still PROCESSING through one PSP: GET /pix/{e2eid}/devolucao/{id} moves each
// by its state; one the PSP does not know (its PUT never arrived) is asked again, idempotently. The
// refunds are read in turns, a batch after the last one: refunds the PSP keeps answering with an
// error must not keep newer ones from ever being read.
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { logger } from "@/server/logger";
import type { PixPsp } from "@/server/pix/psp/psp";
import { applyRefundStatus, sendRefund } from "./apply-refund-status";

export async function pollProcessingRefunds(db: Database, psp: PixPsp, params: { afterId?: number; batchSize?: number } = {}) {
  const batchSize = params.batchSize ?? 50;
  const processing = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.type, "WITHDRAWAL"),
        eq(invoices.gateway, "pix"),
        eq(invoices.status, "PROCESSING"),
        eq(invoices.pspName, psp.name),
        psp.ownerUserId === undefined ? undefined : eq(invoices.userId, psp.ownerUserId),
        gt(invoices.id, params.afterId ?? 0),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(batchSize);
  let settled = 0;
  let failed = 0;
  for (const refund of processing) {
    if (!refund.payAddress || !refund.pixTxid) continue;
    try {
      const reported = await psp.getRefund(refund.payAddress, refund.pixTxid);
      const outcome = reported ? await applyRefundStatus(db, refund, reported) : await sendRefund(db, psp, refund);
      if (outcome === "completed" || outcome === "failed") settled += 1;
    } catch (error) {
      failed += 1;
      logger.warn("PIX refund poll failed", { invoiceId: refund.id, error });
    }
  }
  // A full batch: the next poll goes on after it. A short one reached the end: the next starts over.
  const nextAfterId = processing.length === batchSize ? (processing.at(-1)?.id ?? 0) : 0;
  return { refundsChecked: processing.length, refundsSettled: settled, refundsFailed: failed, nextAfterId };
}
