// A refund of a payment, whichever rail it came on: a PIX payment's refund is a devolução asked of
// its PSP (./pix), a crypto payment's is sent by the merchant from their own wallet
// (./create-crypto-refund.ts); both decide the same way (./decide-refund.ts). Both doors (REST and
// the dashboard) come here.
import type { Database } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import type { RateProvider } from "@/server/rates/provider";
import { findInvoice } from "@/server/invoices/get-invoice";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { toInvoiceObject } from "@/server/invoices/serialize";
import { createPixRefund } from "@/server/withdrawals/refunds/pix/create-pix-refund";
import { createCryptoRefund } from "@/server/withdrawals/refunds/create-crypto-refund";
import type { CreateRefundInput } from "@/server/withdrawals/schemas";

export async function refundPayment(
  db: Database,
  actor: Actor,
  params: { invoiceId: string | number; input: CreateRefundInput; idempotencyKey?: string; rates?: RateProvider; now?: Date },
): Promise<InvoiceObject> {
  // Refunds are the payment owner's own money going out: another merchant's payment is not found.
  const payment = await findInvoice(db, { userId: actor.userId, role: "merchant" }, params.invoiceId);
  if (payment.type === "PAYMENT" && payment.gateway === "pix") {
    const { input, idempotencyKey } = params;
    return toInvoiceObject(await createPixRefund(db, actor, { payment, input, idempotencyKey, now: params.now ?? new Date() }));
  }
  return createCryptoRefund(db, actor, params);
}
