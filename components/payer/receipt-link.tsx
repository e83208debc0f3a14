"use client";
// The way from a paid checkout, or a paid checkout session, to its printable receipt.
import { useCheckoutLocale } from "./checkout-locale";

/** `page` is the paid page's own path (/checkout/{id} or /pay/{id}); its receipt is beneath it. */
export function ReceiptLink({ page }: { page: string }) {
  const { t, locale } = useCheckoutLocale();
  return (
    <p className="mt-3 text-center text-sm">
      <a
        href={`${page}/receipt?lang=${locale}`}
        className="font-medium text-slate-900 underline underline-offset-2 hover:text-slate-700"
        data-testid="receipt-link"
      >
        {t("checkout.receipt.open")}
      </a>
    </p>
  );
}
