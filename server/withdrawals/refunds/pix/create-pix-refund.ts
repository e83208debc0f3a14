// A refund (devolução) of a PIX payment: a WITHDRAWAL invoice in PROCESSING, linked to the payment,
// returning money from the pix it received, one devolução per pix it needs (a charge paid by
// several transfers is refunded up to its total in one request). Decided under the payment's row
// lock by ../decide-refund.ts (never more than received, whatever runs at once), then each
// devolução is asked of the PSP the payment came through with PUT /pix/{e2eid}/devolucao/{id}. The
// refund's pay_address and pix_txid name its first devolução; db/schema/pix-refunds.ts holds them all.
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "@/db/client";
import { invoicePayments, invoices, pixRefundParts, type Invoice, type PixRefundPart } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { pspOfInvoice } from "@/server/pix/connection/merchant-psp";
import { newTxid } from "@/server/pix/new-txid";
import type { CreateRefundInput } from "@/server/withdrawals/schemas";
import { decideRefund } from "../decide-refund";
import { requestDevolucao } from "./apply-refund-status";
import { FIRST_CHECK_AFTER_MS } from "./check-schedule";

/** API Pix devolução ids are 1-35 letters or digits. */
const REFUND_ID_LENGTH = 35;

type Share = { endToEndId: string; amountBase: bigint };

/**
 * Pure: `amount` split over the received pix, oldest first, each giving what its own devoluções
 * have not taken yet; null when they cannot cover it.
 */
export function splitOverPix(received: { endToEndId: string; amountBase: bigint; taken: bigint }[], amount: bigint): Share[] | null {
  const shares: Share[] = [];
  let left = amount;
  for (const pix of received) {
    if (left === 0n) break;
    const available = pix.amountBase - pix.taken;
    if (available <= 0n) continue;
    const share = available < left ? available : left;
    shares.push({ endToEndId: pix.endToEndId, amountBase: share });
    left -= share;
  }
  return left === 0n ? shares : null;
}

/** The payment's received pix with what its devoluções not refused already take, oldest first. */
async function receivedPix(tx: Executor, paymentId: number) {
  const received = await tx
    .select({ endToEndId: invoicePayments.reference, amountBase: invoicePayments.amountBase })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, paymentId), eq(invoicePayments.network, "pix"), eq(invoicePayments.state, "confirmed")))
    .orderBy(asc(invoicePayments.id));
  if (received.length === 0) return [];
  const taken = await tx
    .select({ endToEndId: pixRefundParts.endToEndId, total: sql<string>`sum(${pixRefundParts.amountBase})::text` })
    .from(pixRefundParts)
    .innerJoin(invoices, eq(invoices.id, pixRefundParts.refundInvoiceId))
    .where(
      and(
        eq(invoices.refundedInvoiceId, paymentId),
        inArray(pixRefundParts.endToEndId, received.map((pix) => pix.endToEndId)),
        ne(pixRefundParts.state, "refused"),
      ),
    )
    .groupBy(pixRefundParts.endToEndId);
  const takenOf = new Map(taken.map((row) => [row.endToEndId, BigInt(row.total)]));
  return received.map((pix) => ({ endToEndId: pix.endToEndId, amountBase: BigInt(pix.amountBase), taken: takenOf.get(pix.endToEndId) ?? 0n }));
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
  const { refund, parts } = await db.transaction(async (tx) => {
    let planned: (Share & { devolucaoId: string })[] = [];
    const { refund: created } = await decideRefund(tx, {
      actor,
      paymentId: payment.id,
      input,
      amountInput,
      destination: null,
      idempotencyKey: params.idempotencyKey,
      now,
      railFields: async (locked, amount) => {
        const shares = splitOverPix(await receivedPix(tx, locked.id), amount.amountBase);
        planned = (shares ?? []).map((share) => ({ ...share, devolucaoId: newTxid(REFUND_ID_LENGTH) }));
        const [first] = planned;
        if (!first) throw new AppError("refund_exceeds_received", "The PIX this payment received have less left to return than that.");
        return { gateway: "pix", status: "PROCESSING", payAddress: first.endToEndId, pixTxid: first.devolucaoId, pspName: locked.pspName };
      },
    });
    const inserted: PixRefundPart[] = await tx
      .insert(pixRefundParts)
      .values(
        planned.map((share) => ({
          refundInvoiceId: created.id,
          endToEndId: share.endToEndId,
          devolucaoId: share.devolucaoId,
          amountBase: share.amountBase.toString(),
          nextCheckAt: new Date(now.getTime() + FIRST_CHECK_AFTER_MS),
        })),
      )
      .returning();
    return { refund: created, parts: inserted };
  });
  // After commit, one request per devolução: the PUT is idempotent by its id, and an answer that
  // says nothing definite is read back by polling.
  for (const part of parts) await requestDevolucao(db, psp, { refund, part });
  const [current] = await db.select().from(invoices).where(eq(invoices.id, refund.id));
  return current ?? refund;
}
