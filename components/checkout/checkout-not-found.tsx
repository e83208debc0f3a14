"use client";
// What a payer sees for a payment link that does not (or no longer) exist: the checkout's frame and
// a way forward, in their language, and nothing about any merchant.
import { useSearchParams } from "next/navigation";
import { CheckoutLocaleProvider, useCheckoutLocale } from "./checkout-locale";
import { CheckoutShell, CheckoutState } from "./checkout-shell";
import { isLocale, type Locale } from "./i18n";

function NotFoundState() {
  const { t } = useCheckoutLocale();
  return <CheckoutState tone="neutral" title={t("checkout.notFound.title")} body={t("checkout.notFound.body")} />;
}

/**
 * `browserLocale` comes from the request's Accept-Language. An explicit ?lang= wins, as on a real
 * checkout; with neither, Portuguese, because most payers are in Brazil and the rail is unknown here.
 */
export function CheckoutNotFound({ browserLocale }: { browserLocale: Locale | null }) {
  const lang = useSearchParams().get("lang");
  const locale: Locale = isLocale(lang) ? lang : (browserLocale ?? "pt-BR");
  return (
    <CheckoutLocaleProvider initialLocale={locale}>
      <CheckoutShell>
        <NotFoundState />
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
