// The crypto create's answer, from the invoice row: what the create returns, and what a retry
// with the same Idempotency-Key gets again when the first answer was lost.
import type { Executor } from "@/db/client";
import type { Invoice } from "@/db/schema";
import { findInvoice } from "@/server/invoices/get-invoice";
import { checkoutUrl } from "@/server/invoices/serialize";
import { amountFromMinorUnits, formatUnits } from "@/kernel/money";
import { assets, type AssetCode } from "@/vocabulary/assets";
import { payAddressWithAmount } from "@/vocabulary/payment-uri";
import type { CryptoPaymentObject } from "./schemas";

export function toCryptoPaymentObject(invoice: Invoice): CryptoPaymentObject {
  const asset = assets[invoice.payCurrency as AssetCode];
  const amountText = formatUnits(BigInt(invoice.amountDueBase), asset.decimals);
  return {
    id: String(invoice.id),
    id_transaction: invoice.idTransaction,
    status: "WAITING_PAYMENT",
    payment_id: invoice.paymentId,
    qr_code: invoice.qrCode ?? "",
    pay_address: payAddressWithAmount(invoice.payAddress ?? "", amountText),
    amount: amountFromMinorUnits(invoice.amountMinor),
    currency: invoice.currency,
    expires_at: invoice.expiresAt.toISOString(),
    redirect_url: null,
    checkout_url: checkoutUrl(invoice.checkoutId),
    pay_currency: asset.code,
    amount_due: amountText,
    rate: invoice.rate ?? "",
    rate_source: invoice.rateSource ?? "",
  };
}

/** The answer of the create that made this crypto invoice of this merchant (an Idempotency-Key replay). */
export async function readCreatedCryptoPayment(
  db: Executor,
  created: { userId: number; invoiceId: number },
): Promise<CryptoPaymentObject> {
  return toCryptoPaymentObject(await findInvoice(db, { userId: created.userId, role: "merchant" }, created.invoiceId));
}
