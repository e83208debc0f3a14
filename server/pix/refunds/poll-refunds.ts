// Polling of PIX refunds still PROCESSING through one PSP: GET /pix/{e2eid}/devolucao/{id} moves each
// by its state; one the PSP does not know (its PUT never arrived) is asked again, idempotently.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { logger } from "@/server/logger";
import type { PixPsp } from "@/server/pix/psp/psp";
import { applyRefundStatus, sendRefund } from "./apply-refund-status";

export async function pollProcessingRefunds(db: Database, psp: PixPsp, params: { batchSize?: number } = {}) {
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
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(params.batchSize ?? 50);
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
  return { refundsChecked: processing.length, refundsSettled: settled, refundsFailed: failed };
}
