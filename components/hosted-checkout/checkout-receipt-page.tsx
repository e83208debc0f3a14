"use client";
// The receipt a payer keeps of a paid checkout: who was paid, for what, how much and when, with the
// payment number and its transactions, laid out for print (and "Save as PDF").
import type { CheckoutPage } from "@/server/hosted-checkout/get-checkout-page";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import { CryptoPaidReceipt } from "./crypto-paid-receipt";
import { formatMoney } from "@/kernel/format";
import { PixReceipt } from "./pix-receipt";
import { PrintButton } from "@/components/payer/print-button";
import { Receipt, ReceiptBackLink, ReceiptNotYet, ReceiptRow } from "@/components/payer/receipt";

export function CheckoutReceiptPage({ checkoutId, page }: { checkoutId: string; page: CheckoutPage }) {
  const { t, locale } = useCheckoutLocale();
  const backHref = `/checkout/${encodeURIComponent(checkoutId)}?lang=${locale}`;
  const back = <ReceiptBackLink href={backHref} label={t("receipt.back")} />;
  if (page.view.status !== "PAID") return <ReceiptNotYet title={t("receipt.title")} message={t("receipt.notYet")} back={back} />;
  const amount =
    page.rail === "pix" ? formatMoney(page.view.amount, page.view.currency, locale) : formatMoney(page.view.fiatAmount, page.view.fiatCurrency, locale);
  return (
    <div className="space-y-4" data-testid="receipt-page">
      <h2 className="text-xl font-semibold">{t("receipt.title")}</h2>
      <Receipt title={t("receipt.store")} testId="receipt-purchase">
        <ReceiptRow label={t("receipt.store")} className="min-w-0 break-words">{page.store.name}</ReceiptRow>
        {page.view.description ? (
          <ReceiptRow label={t("receipt.description")} className="min-w-0 break-words">{page.view.description}</ReceiptRow>
        ) : null}
        {page.view.reference ? (
          <ReceiptRow label={t("checkout.reference")} className="min-w-0 break-all font-mono">{page.view.reference}</ReceiptRow>
        ) : null}
        <ReceiptRow label={t("receipt.amount")}>{amount}</ReceiptRow>
      </Receipt>
      {page.rail === "pix" ? (
        page.view.receipt ? (
          <PixReceipt receipt={page.view.receipt} currency={page.view.currency} paidAt={page.view.paidAt} receiverName={page.view.receiverName} />
        ) : null
      ) : (
        <CryptoPaidReceipt view={page.view} />
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PrintButton />
        {back}
      </div>
    </div>
  );
}
