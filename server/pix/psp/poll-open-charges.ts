// Polling for PSPs without (or with unreliable) webhooks: reads each open PSP charge with
// GET /cob/{txid} (GET /cobv/{txid} for a charge with a due date) and confirms the pix a CONCLUIDA charge lists, like a callback would.
import { and, asc, eq, gt, isNotNull } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoices } from "@/db/schema";
import { stillWatched } from "@/server/invoices/lifecycle/payment-windows";
import { logger } from "@/kernel/logger";
import { isPspError } from "./psp-http";
import { confirmPix } from "./confirm-pix";
import type { PixPsp } from "./psp";
import { chargedThrough } from "./charged-through";

/**
 * Polls one batch of open charges with ids above `afterId`; `nextAfterId` is where the next batch
 * starts (0 again once the end is reached), so a long list is worked through over several runs.
 */
export async function pollOpenCharges(
  db: Database,
  psp: PixPsp,
  params: { now: Date; afterId?: number; batchSize?: number },
) {
  const batchSize = params.batchSize ?? 50;
  const open = await db
    .select({ id: invoices.id, txid: invoices.pixTxid, due: invoices.pixDue })
    .from(invoices)
    .where(
      and(
        eq(invoices.gateway, "pix"),
        eq(invoices.type, "PAYMENT"),
        // A merchant's own PSP reads and moves only that merchant's invoices.
        chargedThrough(psp),
        isNotNull(invoices.pixTxid),
        // Expired charges stay watched through the monitoring window: a late payment still counts.
        stillWatched(params.now),
        gt(invoices.id, params.afterId ?? 0),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(batchSize);

  let checked = 0;
  let confirmed = 0;
  let failed = 0;
  for (const charge of open) {
    if (!charge.txid) continue;
    try {
      const status = await psp.getCharge(charge.txid, { withDueDate: charge.due !== null });
      checked += 1;
      if (status?.status !== "CONCLUIDA") continue;
      for (const pix of status.pix) {
        const outcome = await confirmPix(db, psp, {
          endToEndId: pix.endToEndId,
          txid: charge.txid,
          amountCentavos: pix.amountCentavos,
        });
        if (outcome === "confirmed") confirmed += 1;
      }
    } catch (error) {
      failed += 1;
      // A PSP that is down fails every poll: one line each, its reason without a stack.
      logger.warn("PIX charge poll failed", { invoiceId: charge.id, reason: isPspError(error) ? `${error.kind}: ${error.message}` : String(error) });
    }
  }
  const nextAfterId = open.length < batchSize ? 0 : (open.at(-1)?.id ?? 0);
  return { checked, confirmed, failed, nextAfterId };
}
