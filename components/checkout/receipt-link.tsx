"use client";
// The way from a paid checkout to its printable receipt.
import { useCheckoutLocale } from "./checkout-locale";

export function ReceiptLink({ checkoutId }: { checkoutId: string }) {
  const { t, locale } = useCheckoutLocale();
  return (
    <p className="mt-3 text-center text-sm">
      <a
        href={`/checkout/${encodeURIComponent(checkoutId)}/receipt?lang=${locale}`}
        className="font-medium text-slate-900 underline underline-offset-2 hover:text-slate-700"
        data-testid="receipt-link"
      >
        {t("checkout.receipt.open")}
      </a>
    </p>
  );
}
