// /pay/{session_id}/receipt - the printable receipt of a paid checkout session, whatever rail paid it (public)
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CheckoutLocaleProvider } from "@/components/payer/checkout-locale";
import { CheckoutShell } from "@/components/payer/checkout-shell";
import { isLocale, type Locale } from "@/components/payer/i18n";
import { SessionReceiptPage } from "@/components/checkout-sessions/session-receipt-page";
import { getSessionReceipt } from "@/server/checkout-sessions/get-session-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Receipt", robots: { index: false, follow: false } };

type Props = { params: Promise<{ sessionId: string }>; searchParams: Promise<{ lang?: string | string[] }> };

export default async function SessionReceipt({ params, searchParams }: Props) {
  const { sessionId } = await params;
  const { lang } = await searchParams;
  const receipt = await getSessionReceipt(await getDb(), sessionId);
  if (!receipt) notFound();
  // A BRL session's payer is most likely in Brazil.
  const fallback: Locale = receipt.currency === "BRL" ? "pt-BR" : "en";
  return (
    <CheckoutLocaleProvider initialLocale={isLocale(lang) ? lang : fallback}>
      <CheckoutShell store={receipt.store}>
        <SessionReceiptPage receipt={receipt} />
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
