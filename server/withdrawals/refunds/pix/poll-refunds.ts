// Polling of the devoluções of PIX refunds still PROCESSING through one PSP: each is read when its
// check is due (GET /pix/{e2eid}/devolucao/{id}) and moves by what the PSP reports. One the PSP
// proves it never saw (its own "not found") is asked again with the same id; one it does not
// answer is read again later and later (./check-schedule.ts), so a PSP that is down costs a few
// requests an hour and the devoluções that do answer are never kept waiting behind it.
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices, pixRefundParts } from "@/db/schema";
import { unsettledPixReturnStates } from "@/vocabulary/pix-return-states";
import type { PixPsp } from "@/server/pix/psp/psp";
import { applyDevolucaoAnswer, requestDevolucao, type RefundOutcome } from "./apply-refund-status";
import { chargedThrough } from "@/server/pix/psp/charged-through";

const settles = new Set<RefundOutcome>(["completed", "failed", "returned", "refused"]);

export async function pollProcessingRefunds(db: Database, psp: PixPsp, params: { now?: Date; batchSize?: number } = {}) {
  const now = params.now ?? new Date();
  const due = await db
    .select({ part: pixRefundParts, refund: { id: invoices.id, description: invoices.description } })
    .from(pixRefundParts)
    .innerJoin(invoices, eq(invoices.id, pixRefundParts.refundInvoiceId))
    .where(
      and(
        inArray(pixRefundParts.state, unsettledPixReturnStates),
        lte(pixRefundParts.nextCheckAt, now),
        eq(invoices.status, "PROCESSING"),
        // A merchant's own PSP reads and moves only that merchant's invoices.
        chargedThrough(psp),
      ),
    )
    .orderBy(asc(pixRefundParts.nextCheckAt), asc(pixRefundParts.id))
    .limit(params.batchSize ?? 50);
  let settled = 0;
  let unanswered = 0;
  for (const { part, refund } of due) {
    const reading = await psp.getRefund(part.endToEndId, part.devolucaoId);
    // Asked again only when the PSP says it has no such devolução and never said it took it.
    const outcome =
      reading.kind === "absent"
        ? part.state === "requested"
          ? await requestDevolucao(db, psp, { refund, part })
          : await applyDevolucaoAnswer(db, { refundInvoiceId: refund.id, partId: part.id, answer: { kind: "unknown", reason: "the PSP no longer finds a devolução it had taken" }, now })
        : await applyDevolucaoAnswer(db, { refundInvoiceId: refund.id, partId: part.id, answer: reading, now });
    if (settles.has(outcome)) settled += 1;
    if (outcome === "unanswered") unanswered += 1;
  }
  return { refundsChecked: due.length, refundsSettled: settled, refundsFailed: unanswered };
}
