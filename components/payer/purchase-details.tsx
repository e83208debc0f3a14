"use client";
// What the payer is paying for: the invoice's description and the store's order reference.
import { useCheckoutLocale } from "./checkout-locale";

export function PurchaseDetails({ description, reference }: { description: string | null; reference: string | null }) {
  const { t } = useCheckoutLocale();
  if (!description && !reference) return null;
  return (
    <div className="mt-2 space-y-0.5 text-sm text-slate-700">
      {description ? (
        <p className="break-words" data-testid="checkout-description">
          {description}
        </p>
      ) : null}
      {reference ? (
        <p className="break-all text-slate-600">
          {t("checkout.reference")}: <span className="font-mono" data-testid="checkout-reference">{reference}</span>
        </p>
      ) : null}
    </div>
  );
}
