// The refunds of one received pix, as its PSP lists them (GET /pix/{e2eid} carries `devolucoes`):
// each devolução Ponte asked for moves by its reported state. A callback's own list is never
// trusted: `settled` is the PSP's own record of the pix, read by the caller.
import type { Database } from "@/db/client";
import type { PixPsp, SettledPix } from "@/server/pix/psp/psp";
import { applyDevolucaoAnswer, findRefundPart, type RefundOutcome } from "./apply-refund-status";

export async function syncRefundsOfPix(db: Database, psp: PixPsp, settled: SettledPix): Promise<{ refundId: string; outcome: RefundOutcome }[]> {
  const outcomes = [];
  for (const reported of settled.refunds) {
    const part = await findRefundPart(db, psp, settled.endToEndId, reported.refundId);
    const outcome = part
      ? await applyDevolucaoAnswer(db, { refundInvoiceId: part.refundInvoiceId, partId: part.id, answer: { kind: "reported", refund: reported } })
      : ("unknown_refund" as const);
    outcomes.push({ refundId: reported.refundId, outcome });
  }
  return outcomes;
}
