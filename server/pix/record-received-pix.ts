// "I received this PIX": a merchant records a PIX they saw arrive in their bank account, with its
// amount and end-to-end id, as a payment of an invoice charged without a PSP (a PSP's charge is the
// PSP's to confirm: a hand-recorded PIX beside it could count the same money twice). Recorded like any
// rail's payment (under the invoice's row lock, its version, timeline entry and event in the same
// transaction), so a partial amount leaves the invoice PARTIALLY_PAID and money on a closed invoice
// is still recorded. The end-to-end id makes it idempotent: the same PIX is never counted twice.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/db/client";
import { invoicePayments, type Invoice } from "@/db/schema";
import { isAdmin, type Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { changeInvoicePayments } from "@/server/invoices/lifecycle/apply-payments";
import { hasAtMostDecimals, minorUnitsFromAmount } from "@/kernel/money";
import { pixConfirmsAutomatically } from "./connection/confirms-automatically";
import { endToEndIdProblem } from "./end-to-end-id";

/** What the merchant reads on the bank statement: the body of POST /api/invoices/{id}/pix-received. */
export const receivedPixBody = z.object({
  amount: z
    .number({ error: "must be a number" })
    .positive("must be greater than 0")
    .max(1_000_000_000, "must be at most 1000000000")
    .refine((value) => hasAtMostDecimals(value, 2), "must have at most 2 decimals")
    .describe("BRL received, as the bank statement shows it"),
  endToEndId: z
    .string({ error: "is required" })
    .trim()
    .superRefine((value, ctx) => {
      const problem = endToEndIdProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .describe("The PIX's end-to-end id (E + ISPB + yyyyMMddHHmm + 11 characters), from the bank statement"),
});

/** The dashboard's input: the same fields with the invoice. */
export const recordReceivedPixInput = receivedPixBody.extend({
  invoiceId: z.number({ error: "must be an invoice id" }).int().positive(),
});
export type RecordReceivedPixInput = z.infer<typeof recordReceivedPixInput>;

function refuseOtherRails(invoice: Invoice) {
  if (invoice.gateway !== "pix" || invoice.type !== "PAYMENT") {
    throw new AppError("invalid_input", undefined, {
      errors: [{ path: "invoiceId", message: "is not a PIX payment: only PIX payments take a received PIX" }],
    });
  }
  if (pixConfirmsAutomatically(invoice)) {
    throw new AppError("conflict", "This PIX payment was charged through your PSP, which confirms its PIX: it cannot be recorded by hand.", {
      errors: [{ path: "invoiceId", message: "was charged through a PSP, which confirms its PIX" }],
    });
  }
}

export async function recordReceivedPix(db: Database, actor: Actor, input: RecordReceivedPixInput) {
  const amountCentavos = minorUnitsFromAmount(input.amount);
  const now = new Date();
  return db.transaction(async (tx) => {
    const { invoice, recorded } = await changeInvoicePayments(tx, {
      invoiceId: input.invoiceId,
      ownerId: isAdmin(actor) ? undefined : actor.userId,
      actorUserId: actor.userId,
      reason: "pix_received_by_merchant",
      now,
      record: async (locked) => {
        refuseOtherRails(locked);
        const inserted = await tx
          .insert(invoicePayments)
          .values({
            invoiceId: locked.id,
            network: "pix",
            reference: input.endToEndId,
            outputIndex: 0,
            amountBase: amountCentavos.toString(),
            confirmations: 1,
            state: "confirmed",
            seenAt: now,
            confirmedAt: now,
            raw: { recordedBy: actor.userId, source: "merchant" },
          })
          .onConflictDoNothing()
          .returning({ id: invoicePayments.id });
        if (inserted.length > 0) return true;
        // The same end-to-end id again: the same PIX, already counted, unless it differs.
        const [existing] = await tx
          .select({ invoiceId: invoicePayments.invoiceId, amountBase: invoicePayments.amountBase })
          .from(invoicePayments)
          .where(and(eq(invoicePayments.network, "pix"), eq(invoicePayments.reference, input.endToEndId)));
        if (existing && (existing.invoiceId !== locked.id || existing.amountBase !== amountCentavos.toString())) {
          throw new AppError("conflict", "This end-to-end id is already recorded for another payment or amount.", {
            errors: [{ path: "endToEndId", message: "is already recorded for another payment or amount" }],
          });
        }
        return false;
      },
    });
    return { invoice, recorded: recorded === true };
  });
}
