"use client";
// Opens the browser's print dialog, where "Save as PDF" keeps the receipt as a file.
import { useCheckoutLocale } from "./checkout-locale";

export function PrintButton() {
  const { t } = useCheckoutLocale();
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md bg-(--checkout-brand) px-4 py-2 text-sm font-medium text-(--checkout-on-brand) hover:opacity-90 print:hidden"
      data-testid="print-receipt"
    >
      {t("receipt.print")}
    </button>
  );
}
