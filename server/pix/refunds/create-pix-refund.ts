// A refund (devolução) of a PIX payment: a WITHDRAWAL invoice in PROCESSING, linked to the payment,
// returning money from one of its received pix (pay_address holds that pix's endToEndId, pix_txid
// the devolução's id). Decided under the payment's row lock (never more than received, whatever
// runs at once), then asked of the PSP the payment came through with PUT /pix/{e2eid}/devolucao/{id}.
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { invoicePayments, invoices, type Invoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/server/errors";
import { releasedWithdrawalStatuses } from "@/server/invoice-states";
import { invoiceNotFound } from "@/server/invoices/get-invoice";
import { insertInvoice } from "@/server/invoices/insert-invoice";
import { lockInvoice } from "@/server/invoices/lifecycle/state-machine";
import { pspOfInvoice } from "@/server/pix/connection/merchant-psp";
import { newTxid } from "@/server/pix/new-txid";
import { refundedSoFar } from "@/server/withdrawals/refunds-of";
import type { CreateRefundInput } from "@/server/withdrawals/schemas";
import { refundAmount } from "@/server/withdrawals/withdrawal-amount";
import { withdrawalValues } from "@/server/withdrawals/withdrawal-values";
import { sendRefund } from "./apply-refund-status";

/** API Pix devolução ids are 1-35 letters or digits. */
const REFUND_ID_LENGTH = 35;

/** The received pix with enough left to return `amount`, by what its own refunds already take. */
async function pixToReturnFrom(tx: Executor, payment: Invoice, amount: bigint): Promise<string> {
  const received = await tx
    .select({ endToEndId: invoicePayments.reference, amountBase: invoicePayments.amountBase })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, payment.id), eq(invoicePayments.network, "pix"), eq(invoicePayments.state, "confirmed")));
  for (const pix of received) {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${invoices.amountDueBase}), 0)::text` })
      .from(invoices)
      .where(
        and(
          eq(invoices.refundedInvoiceId, payment.id),
          eq(invoices.payAddress, pix.endToEndId),
          notInArray(invoices.status, releasedWithdrawalStatuses),
        ),
      );
    if (BigInt(pix.amountBase) - BigInt(row?.total ?? "0") >= amount) return pix.endToEndId;
  }
  throw new AppError("refund_exceeds_received", "No single PIX received by this payment has that much left to return; refund each PIX separately.");
}

export async function createPixRefund(
  db: Database,
  actor: Actor,
  params: { payment: Invoice; input: CreateRefundInput; idempotencyKey?: string; now: Date },
): Promise<Invoice> {
  const { payment, input, now } = params;
  if (input.address) {
    throw new AppError("invalid_input", undefined, { errors: [{ path: "address", message: "a PIX refund goes back to the payer's account: no address is taken" }] });
  }
  const psp = await pspOfInvoice(db, payment);
  if (!psp) {
    throw new AppError("unprocessable", "This PIX payment did not come through a PSP connection Ponte can use: refund it from your bank.");
  }
  // A PIX amount is in reais already: today's rate and the payment's are the same (1:1).
  const amountInput = input.basis === "current_rate" ? { ...input, basis: "invoice_rate" as const } : input;
  const refund = await db.transaction(async (tx) => {
    const locked = await lockInvoice(tx, payment.id, actor.userId);
    if (!locked) throw invoiceNotFound();
    const amount = refundAmount({ payment: locked, alreadyRefunded: await refundedSoFar(tx, locked.id), input: amountInput });
    const endToEndId = await pixToReturnFrom(tx, locked, amount.amountBase);
    const values = await withdrawalValues({
      userId: locked.userId,
      payCurrency: locked.payCurrency,
      currency: locked.currency,
      amount,
      basis: input.basis,
      destination: null,
      refundedInvoiceId: locked.id,
      customerName: locked.customerName,
      customerEmail: locked.customerEmail,
      externalReference: input.external_reference ?? locked.externalReference,
      description: input.description ?? null,
      now,
    });
    return insertInvoice(
      tx,
      { ...values, gateway: "pix", status: "PROCESSING", payAddress: endToEndId, pixTxid: newTxid(REFUND_ID_LENGTH), pspName: locked.pspName },
      { actorUserId: actor.userId, idempotencyKey: params.idempotencyKey },
    );
  });
  // After commit: the PUT is idempotent by the devolução's id, and polling retries it if it fails here.
  await sendRefund(db, psp, refund);
  const [current] = await db.select().from(invoices).where(eq(invoices.id, refund.id));
  return current ?? refund;
}
