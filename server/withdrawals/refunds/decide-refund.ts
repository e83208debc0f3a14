// The one decision of a refund, whichever rail: under the payment's row lock, what is left of what it
// received (its refunds that still count, read at this moment, so refunds asked at once never take
// more than it received), the amount by the basis chosen, the withdrawal's row, and its insert with
// its event and its Idempotency-Key's record, in the caller's transaction. A rail adds its own
// fields (a PIX refund: the devoluções it will ask for) from the locked payment and the amount.
import type { Executor } from "@/db/client";
import type { Invoice, NewInvoice } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { invoiceNotFound } from "@/server/invoices/get-invoice";
import { insertInvoice } from "@/server/invoices/insert-invoice";
import { lockInvoice } from "@/server/invoices/lifecycle/state-machine";
import type { CreateRefundInput } from "../schemas";
import { refundAmount, type AmountInput, type Quote, type WithdrawalAmount } from "../withdrawal-amount";
import { withdrawalValues } from "../withdrawal-values";
import { refundedSoFar } from "./refunds-of";

export async function decideRefund(
  tx: Executor,
  params: {
    actor: Actor;
    paymentId: number;
    input: CreateRefundInput;
    /** What the amount is worked out from, when the rail reads the input otherwise (PIX: current_rate is invoice_rate). */
    amountInput?: AmountInput;
    /** Today's rate (current_rate only). */
    currentQuote?: Quote;
    /** The receiver's checked address, when the merchant gave it. */
    destination: string | null;
    idempotencyKey?: string;
    now: Date;
    /** The rail's own fields of the new row. */
    railFields?: (payment: Invoice, amount: WithdrawalAmount) => Promise<Partial<NewInvoice>>;
  },
): Promise<{ payment: Invoice; refund: Invoice }> {
  const { actor, input } = params;
  const payment = await lockInvoice(tx, params.paymentId, actor.userId);
  if (!payment) throw invoiceNotFound();
  const amount = refundAmount({
    payment,
    alreadyRefunded: await refundedSoFar(tx, payment.id),
    input: params.amountInput ?? input,
    currentQuote: params.currentQuote,
  });
  const values = await withdrawalValues({
    userId: payment.userId,
    payCurrency: payment.payCurrency,
    currency: payment.currency,
    amount,
    basis: input.basis,
    destination: params.destination,
    refundedInvoiceId: payment.id,
    customerName: payment.customerName,
    customerEmail: payment.customerEmail,
    externalReference: input.external_reference ?? payment.externalReference,
    description: input.description ?? null,
    now: params.now,
  });
  const railFields = params.railFields ? await params.railFields(payment, amount) : {};
  const refund = await insertInvoice(tx, { ...values, ...railFields }, { actorUserId: actor.userId, idempotencyKey: params.idempotencyKey });
  return { payment, refund };
}
