// /pay/{session_id} - a checkout session's hosted chooser (public): the payer picks PIX or a crypto asset.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CheckoutLocaleProvider } from "@/components/checkout/checkout-locale";
import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { isLocale, type Locale } from "@/components/checkout/i18n";
import { RailChooser } from "@/components/checkout/rail-chooser";
import { findSessionByPublicId } from "@/server/checkout-sessions/read-session";
import { AppError } from "@/server/errors";
import { unstorableTextReason } from "@/server/storable";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

type Props = { params: Promise<{ sessionId: string }>; searchParams: Promise<{ lang?: string | string[] }> };

async function currencyOf(sessionId: string) {
  if (sessionId.length < 16 || sessionId.length > 64 || unstorableTextReason(sessionId) !== null) return null;
  try {
    return (await findSessionByPublicId(await getDb(), sessionId)).currency;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

export default async function PayPage({ params, searchParams }: Props) {
  const { sessionId } = await params;
  const { lang } = await searchParams;
  const currency = await currencyOf(sessionId);
  if (!currency) notFound();
  // A BRL session's payer is most likely in Brazil.
  const fallback: Locale = currency === "BRL" ? "pt-BR" : "en";
  return (
    <CheckoutLocaleProvider initialLocale={isLocale(lang) ? lang : fallback}>
      <CheckoutShell>
        <RailChooser sessionId={sessionId} />
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
