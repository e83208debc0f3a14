// Confirms one PIX reported by a PSP (callback or polling). The report is never trusted alone: the
// pix is re-read from the PSP, and its txid, receiving key and amount must match the invoice before
// the payment is recorded and the invoice recomputed (to PAID) through the state machine.
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { invoicePayments, invoices } from "@/db/schema";
import { changeInvoicePayments } from "@/server/invoices/lifecycle/apply-payments";
import { logger } from "@/kernel/logger";
import type { PixPsp, SettledPix } from "./psp";
import { chargedThrough } from "./charged-through";

export type ConfirmOutcome =
  | "confirmed"
  | "already_recorded"
  | "unknown_pix"
  | "unknown_charge"
  | "txid_mismatch"
  | "key_mismatch"
  | "amount_mismatch";

/** What the report claimed; every claimed field must agree with the PSP's own record. */
export type PixReport = { endToEndId: string; txid?: string; amountCentavos?: bigint };

function mismatch(report: PixReport, settled: SettledPix): ConfirmOutcome | null {
  if (report.txid !== undefined && report.txid !== settled.txid) return "txid_mismatch";
  if (report.amountCentavos !== undefined && report.amountCentavos !== settled.amountCentavos) return "amount_mismatch";
  return null;
}

export async function confirmPix(db: Database, psp: PixPsp, report: PixReport): Promise<ConfirmOutcome> {
  return confirmSettledPix(db, psp, report, await psp.getPix(report.endToEndId));
}

/** confirmPix with the PSP's record of the pix already read (null: the PSP does not know it). */
export async function confirmSettledPix(db: Database, psp: PixPsp, report: PixReport, settled: SettledPix | null): Promise<ConfirmOutcome> {
  if (!settled || settled.endToEndId !== report.endToEndId) return reject("unknown_pix", report);
  const claimed = mismatch(report, settled);
  if (claimed) return reject(claimed, report);
  if (!settled.txid) return reject("unknown_charge", report);

  const [invoice] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.pixTxid, settled.txid),
        eq(invoices.gateway, "pix"),
        eq(invoices.type, "PAYMENT"),
        // A merchant's own PSP reads and moves only that merchant's invoices.
        chargedThrough(psp),
      ),
    );
  if (!invoice) return reject("unknown_charge", report);
  if (settled.key !== null && settled.key !== invoice.receiverKey) return reject("key_mismatch", report);
  // A charge (cob) fixes its amount: a different settled amount is not this charge's payment. A
  // charge with a due date (cobv) is settled for what the payer's PSP computed on the day paid:
  // recorded as it is, the invoice's state then weighs it against that day's amount.
  if (invoice.pixDue === null && settled.amountCentavos.toString() !== invoice.amountDueBase) return reject("amount_mismatch", report);

  // The payment row is written under the invoice's row lock, after it is taken: a callback and a
  // poll of the same charge (or a cancel) then take turns instead of deadlocking. A PIX settled on
  // an invoice that no longer takes payments is still recorded: money is never ignored.
  return db.transaction(async (tx) => {
    const { recorded } = await changeInvoicePayments(tx, {
      invoiceId: invoice.id,
      reason: "psp",
      record: async () => {
        const inserted = await tx
          .insert(invoicePayments)
          .values({
            invoiceId: invoice.id,
            network: "pix",
            reference: settled.endToEndId,
            outputIndex: 0,
            amountBase: settled.amountCentavos.toString(),
            confirmations: 1,
            state: "confirmed",
            seenAt: settled.paidAt,
            confirmedAt: new Date(),
            raw: settled.raw as object,
          })
          .onConflictDoNothing()
          .returning({ id: invoicePayments.id });
        return inserted.length > 0;
      },
    });
    // The same endToEndId reported twice (callback and polling, or a PSP retry) counts once.
    return recorded ? ("confirmed" as const) : ("already_recorded" as const);
  });
}

function reject(outcome: ConfirmOutcome, report: PixReport): ConfirmOutcome {
  logger.warn("PIX report rejected", { outcome, endToEndId: report.endToEndId, txid: report.txid });
  return outcome;
}
