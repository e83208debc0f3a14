"use client";
// The one receipt of a paid checkout session, whatever rail paid it: the store, what was bought and
// its amount, then each rail's own receipt (a crypto payment finished by PIX shows both parts).
import type { SessionReceipt } from "@/server/checkout-sessions/get-session-page";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import { CryptoPaidReceipt } from "@/components/hosted-checkout/crypto-paid-receipt";
import { formatMoney } from "@/kernel/format";
import { PixReceipt } from "@/components/hosted-checkout/pix-receipt";
import { PrintButton } from "@/components/payer/print-button";
import { Receipt, ReceiptBackLink, ReceiptNotYet, ReceiptRow, ReceiptTime } from "@/components/payer/receipt";

export function SessionReceiptPage({ receipt }: { receipt: SessionReceipt }) {
  const { t, locale } = useCheckoutLocale();
  const back = <ReceiptBackLink href={`/pay/${encodeURIComponent(receipt.sessionId)}?lang=${locale}`} label={t("receipt.back")} />;
  if (!receipt.paid) return <ReceiptNotYet title={t("receipt.title")} message={t("receipt.notYet")} back={back} />;
  return (
    <div className="space-y-4" data-testid="receipt-page">
      <h2 className="text-xl font-semibold">{t("receipt.title")}</h2>
      <Receipt title={t("receipt.store")} testId="receipt-purchase">
        <ReceiptRow label={t("receipt.store")} className="min-w-0 break-words">{receipt.store.name}</ReceiptRow>
        {receipt.description ? (
          <ReceiptRow label={t("receipt.description")} className="min-w-0 break-words">{receipt.description}</ReceiptRow>
        ) : null}
        {receipt.reference ? (
          <ReceiptRow label={t("checkout.reference")} className="min-w-0 break-all font-mono">{receipt.reference}</ReceiptRow>
        ) : null}
        <ReceiptRow label={t("receipt.amount")} testId="receipt-amount">{formatMoney(receipt.amount, receipt.currency, locale)}</ReceiptRow>
        <ReceiptTime label={t("pix.receipt.at")} value={receipt.paidAt} />
      </Receipt>
      {receipt.parts.map((part) =>
        part.rail === "pix" ? (
          part.view.receipt ? (
            <PixReceipt key={part.checkoutId} receipt={part.view.receipt} currency={part.view.currency} paidAt={part.view.paidAt} receiverName={part.view.receiverName} />
          ) : null
        ) : (
          <CryptoPaidReceipt key={part.checkoutId} view={part.view} />
        ),
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PrintButton />
        {back}
      </div>
    </div>
  );
}
