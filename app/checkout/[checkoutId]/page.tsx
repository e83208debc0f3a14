// /checkout/{checkout_id} - the hosted checkout (public): finds the invoice's rail and renders its checkout.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CheckoutLocaleProvider } from "@/components/checkout/checkout-locale";
import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { CryptoCheckout } from "@/components/checkout/crypto-checkout";
import { isLocale, type Locale } from "@/components/checkout/i18n";
import { PixCheckout } from "@/components/checkout/pix-checkout";
import { SessionBackLink } from "@/components/checkout/session-back-link";
import { sessionPublicIdOf } from "@/server/checkout-sessions/read-session";
import { AppError } from "@/server/errors";
import { findCheckoutInvoice } from "@/server/checkout/find-checkout-invoice";
import { unstorableTextReason } from "@/server/storable";

export const dynamic = "force-dynamic";
// Payment links are private to the payer: keep them out of search engines.
export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

type Props = { params: Promise<{ checkoutId: string }>; searchParams: Promise<{ lang?: string | string[] }> };

async function gatewayOf(checkoutId: string) {
  // A NUL (%00) names no checkout: it is not even a text the database could look up.
  if (checkoutId.length < 16 || checkoutId.length > 64 || unstorableTextReason(checkoutId) !== null) return null;
  try {
    const db = await getDb();
    const invoice = await findCheckoutInvoice(db, checkoutId);
    return { gateway: invoice.gateway, sessionId: await sessionPublicIdOf(db, invoice.checkoutSessionId) };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

export default async function CheckoutPage({ params, searchParams }: Props) {
  const { checkoutId } = await params;
  const { lang } = await searchParams;
  const found = await gatewayOf(checkoutId);
  // Renders ./not-found.tsx; thrown before anything streams, so the status stays 404.
  if (!found) notFound();
  const { gateway } = found;
  // PIX payers are in Brazil: Portuguese unless they asked otherwise.
  const fallback: Locale = gateway === "pix" ? "pt-BR" : "en";
  const locale = isLocale(lang) ? lang : fallback;
  return (
    <CheckoutLocaleProvider initialLocale={locale}>
      <CheckoutShell>
        <SessionBackLink sessionId={found.sessionId} />
        {gateway === "pix" ? <PixCheckout checkoutId={checkoutId} /> : <CryptoCheckout checkoutId={checkoutId} />}
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
