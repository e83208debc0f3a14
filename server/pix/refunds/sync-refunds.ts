// The refunds of one received pix, as its PSP lists them (GET /pix/{e2eid} carries `devolucoes`):
// each one Ponte made moves by its reported state. A callback's own list is never trusted: `settled`
// is the PSP's own record of the pix, read by the caller.
import type { Database } from "@/db/client";
import type { PixPsp, SettledPix } from "@/server/pix/psp/psp";
import { applyRefundStatus, findPixRefund, type RefundOutcome } from "./apply-refund-status";

export async function syncRefundsOfPix(db: Database, psp: PixPsp, settled: SettledPix): Promise<{ refundId: string; outcome: RefundOutcome }[]> {
  const outcomes = [];
  for (const reported of settled.refunds) {
    const refund = await findPixRefund(db, psp, settled.endToEndId, reported.refundId);
    outcomes.push({ refundId: reported.refundId, outcome: refund ? await applyRefundStatus(db, refund, reported) : ("unknown_refund" as const) });
  }
  return outcomes;
}
