"use client";
// The receipt under a paid PIX checkout, laid out like the crypto one: what the payer can match
// with the entry in their bank app.
import type { CheckoutReceipt } from "@/server/pix/checkout/get-checkout";
import { useCheckoutLocale } from "./checkout-locale";
import { formatMoney } from "./i18n";

export function PixReceipt({ receipt, currency, paidAt, receiverName }: {
  receipt: CheckoutReceipt;
  currency: string;
  paidAt: string | null;
  receiverName: string | null;
}) {
  const { t, locale } = useCheckoutLocale();
  return (
    <section aria-labelledby="pix-receipt-title" className="rounded-lg bg-slate-50 p-3 text-sm" data-testid="pix-receipt">
      <h3 id="pix-receipt-title" className="mb-2 font-semibold text-slate-900">
        {t("pix.receipt")}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">{t("pix.receipt.paid")}</dt>
        <dd data-testid="pix-receipt-amount">{formatMoney(locale, receipt.amountPaid, currency)}</dd>
        {paidAt ? (
          <>
            <dt className="text-slate-500">{t("pix.receipt.at")}</dt>
            <dd>
              {/* Rendered in the browser, so in the payer's own time zone. */}
              <time dateTime={paidAt}>{new Date(paidAt).toLocaleString(locale)}</time>
            </dd>
          </>
        ) : null}
        {receiverName ? (
          <>
            <dt className="text-slate-500">{t("pix.receipt.to")}</dt>
            <dd className="min-w-0 break-words">{receiverName}</dd>
          </>
        ) : null}
        <dt className="text-slate-500">{t("pix.receipt.number")}</dt>
        <dd className="font-mono" data-testid="pix-receipt-number">{receipt.paymentId}</dd>
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
      </dl>
    </section>
  );
}
