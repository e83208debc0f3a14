// A new withdrawal's row: refunds and payouts are invoices of type WITHDRAWAL whose pay_address is
// the receiver's address (once known), amount_due what the merchant sends, and whose QR code is the
// wallet URI of exactly that send (the same BIP21 / EIP-681 builders as payments).
import type { NewInvoice } from "@/db/schema";
import { sendUri } from "@/vocabulary/configured-assets";
import { qrPngBase64 } from "@/server/crypto/qr";
import { env } from "@/kernel/env";
import { newCheckoutId } from "@/server/invoices/checkout-id";
import type { WithdrawalBasis } from "./schemas";
import type { WithdrawalAmount } from "./withdrawal-amount";

/** The QR image of that URI (base64 PNG, drawn on the QR worker like a payment's). */
export async function sendQr(params: { payCurrency: string; address: string; amountBase: bigint }): Promise<string | null> {
  const uri = sendUri(params);
  return uri ? qrPngBase64(uri) : null;
}

export async function withdrawalValues(params: {
  userId: number;
  payCurrency: string;
  /** The fiat currency its `amount` is given in. */
  currency: string;
  amount: WithdrawalAmount;
  basis: WithdrawalBasis;
  /** The receiver's checked address, when the merchant gave it. */
  destination: string | null;
  refundedInvoiceId: number | null;
  customerName?: string | null;
  customerEmail?: string | null;
  externalReference?: string | null;
  description?: string | null;
  now: Date;
}): Promise<NewInvoice> {
  const { amount, destination } = params;
  return {
    userId: params.userId,
    type: "WITHDRAWAL",
    gateway: "crypto",
    status: destination ? "AWAITING_PAYMENT" : "AWAITING_ADDRESS",
    amountMinor: amount.fiatMinor,
    currency: params.currency,
    externalReference: params.externalReference ?? null,
    description: params.description ?? null,
    customerName: params.customerName ?? null,
    customerEmail: params.customerEmail ?? null,
    checkoutId: newCheckoutId(),
    // The claim link's deadline; once an address is known, the send has none.
    expiresAt: new Date(params.now.getTime() + env.WITHDRAWAL_CLAIM_TTL_HOURS * 3_600_000),
    payCurrency: params.payCurrency,
    amountDueBase: amount.amountBase.toString(),
    payAddress: destination,
    qrCode: destination ? await sendQr({ payCurrency: params.payCurrency, address: destination, amountBase: amount.amountBase }) : null,
    rate: amount.quote?.rate ?? null,
    rateSource: amount.quote?.source ?? null,
    rateAt: amount.quote?.at ?? null,
    refundedInvoiceId: params.refundedInvoiceId,
    withdrawalBasis: params.basis,
    createdAt: params.now,
    updatedAt: params.now,
  };
}
