// /checkout/{checkout_id} - the hosted checkout (public): rendered on the server with the payment's
// data and its store, so it paints before any script runs; its rail's component then polls for news.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CheckoutLocaleProvider } from "@/components/payer/checkout-locale";
import { CheckoutShell } from "@/components/payer/checkout-shell";
import { CryptoCheckout } from "@/components/hosted-checkout/crypto-checkout";
import { isLocale, type Locale } from "@/components/payer/i18n";
import { PixCheckout } from "@/components/hosted-checkout/pix-checkout";
import { SessionBackLink } from "@/components/hosted-checkout/session-back-link";
import { sessionPublicIdOf } from "@/server/checkout-sessions/read-session";
import { getCheckoutPage } from "@/server/hosted-checkout/get-checkout-page";

export const dynamic = "force-dynamic";
// Payment links are private to the payer: keep them out of search engines.
export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

type Props = { params: Promise<{ checkoutId: string }>; searchParams: Promise<{ lang?: string | string[] }> };

export default async function CheckoutPage({ params, searchParams }: Props) {
  const { checkoutId } = await params;
  const { lang } = await searchParams;
  const db = await getDb();
  const page = await getCheckoutPage(db, checkoutId);
  // Renders ./not-found.tsx; thrown before anything streams, so the status stays 404.
  if (!page) notFound();
  const sessionId = await sessionPublicIdOf(db, page.checkoutSessionId);
  // PIX payers are in Brazil: Portuguese unless they asked otherwise.
  const fallback: Locale = page.rail === "pix" ? "pt-BR" : "en";
  const locale = isLocale(lang) ? lang : fallback;
  return (
    <CheckoutLocaleProvider initialLocale={locale}>
      <CheckoutShell store={page.store}>
        <SessionBackLink sessionId={sessionId} />
        {page.rail === "pix" ? (
          <PixCheckout checkoutId={checkoutId} initialView={page.view} />
        ) : (
          <CryptoCheckout checkoutId={checkoutId} initialView={page.view} />
        )}
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
