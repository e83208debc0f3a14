"use client";
// The receipt under a paid PIX checkout: what the payer can match with the entry in their bank app.
import type { CheckoutReceipt } from "@/server/hosted-checkout/get-pix-checkout";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import { formatMoney } from "@/kernel/format";
import { Receipt, ReceiptRow, ReceiptTime } from "@/components/payer/receipt";

export function PixReceipt({ receipt, currency, paidAt, receiverName }: {
  receipt: CheckoutReceipt;
  currency: string;
  paidAt: string | null;
  receiverName: string | null;
}) {
  const { t, locale } = useCheckoutLocale();
  return (
    <Receipt title={t("pix.receipt")} testId="pix-receipt">
      <ReceiptRow label={t("pix.receipt.paid")} testId="pix-receipt-amount">
        {formatMoney(receipt.amountPaid, currency, locale)}
      </ReceiptRow>
      <ReceiptTime label={t("pix.receipt.at")} value={paidAt} />
      {receiverName ? (
        <ReceiptRow label={t("pix.receipt.to")} className="min-w-0 break-words">
          {receiverName}
        </ReceiptRow>
      ) : null}
      <ReceiptRow label={t("pix.receipt.number")} className="font-mono" testId="pix-receipt-number">
        {receipt.paymentId}
      </ReceiptRow>
      {receipt.endToEndIds.length > 0 ? (
        <>
          <dt className="text-slate-500">{t("pix.receipt.endToEnd")}</dt>
          {receipt.endToEndIds.map((endToEndId) => (
            <dd key={endToEndId} className="col-start-2 min-w-0 break-all font-mono text-xs">
              {endToEndId}
            </dd>
          ))}
        </>
      ) : null}
    </Receipt>
  );
}
