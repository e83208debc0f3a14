"use client";
// What a payer (or a refund's receiver, on a claim link) sees for a link that does not (or no longer) exist: the checkout's frame and
// a way forward, in their language, and nothing about any merchant.
import { useSearchParams } from "next/navigation";
import { CheckoutLocaleProvider, useCheckoutLocale } from "./checkout-locale";
import { CheckoutShell, CheckoutState } from "./checkout-shell";
import { isLocale, type Locale } from "./i18n";

function NotFoundState({ kind }: { kind: "checkout" | "claim" }) {
  const { t } = useCheckoutLocale();
  return <CheckoutState tone="neutral" title={t(`${kind}.notFound.title`)} body={t(`${kind}.notFound.body`)} />;
}

/**
 * `browserLocale` comes from the request's Accept-Language. An explicit ?lang= wins, as on a real
 * checkout; with neither, Portuguese, because most payers are in Brazil and the rail is unknown here.
 */
export function CheckoutNotFound({ browserLocale, kind = "checkout" }: { browserLocale: Locale | null; kind?: "checkout" | "claim" }) {
  const lang = useSearchParams().get("lang");
  const locale: Locale = isLocale(lang) ? lang : (browserLocale ?? "pt-BR");
  return (
    <CheckoutLocaleProvider initialLocale={locale}>
      <CheckoutShell>
        <NotFoundState kind={kind} />
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
