// /checkout/{checkout_id}/receipt - the printable receipt of a paid checkout (public)
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CheckoutLocaleProvider } from "@/components/payer/checkout-locale";
import { CheckoutReceiptPage } from "@/components/hosted-checkout/checkout-receipt-page";
import { CheckoutShell } from "@/components/payer/checkout-shell";
import { isLocale, type Locale } from "@/components/payer/i18n";
import { getCheckoutPage } from "@/server/hosted-checkout/get-checkout-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Receipt", robots: { index: false, follow: false } };

type Props = { params: Promise<{ checkoutId: string }>; searchParams: Promise<{ lang?: string | string[] }> };

export default async function CheckoutReceipt({ params, searchParams }: Props) {
  const { checkoutId } = await params;
  const { lang } = await searchParams;
  const page = await getCheckoutPage(await getDb(), checkoutId);
  if (!page) notFound();
  const fallback: Locale = page.rail === "pix" ? "pt-BR" : "en";
  return (
    <CheckoutLocaleProvider initialLocale={isLocale(lang) ? lang : fallback}>
      <CheckoutShell store={page.store}>
        <CheckoutReceiptPage checkoutId={checkoutId} page={page} />
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
