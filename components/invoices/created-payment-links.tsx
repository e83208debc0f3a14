"use client";
// Where a merchant goes from a payment just created: its invoice page and the payer's checkout.
import Link from "next/link";
import { useTranslations } from "next-intl";

export function CreatedPaymentLinks({ id, checkoutUrl }: { id: string; checkoutUrl: string }) {
  const t = useTranslations("newPayment");
  return (
    <div className="flex flex-wrap gap-3">
      <Link href={`/dashboard/invoices/${id}`} className="text-brand-700 underline">{t("openInvoice", { id })}</Link>
      <a href={checkoutUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">{t("customerCheckout")}</a>
    </div>
  );
}
