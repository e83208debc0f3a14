// /pay/{session_id} - a checkout session's hosted chooser (public): the payer picks PIX or a crypto asset.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CheckoutLocaleProvider } from "@/components/checkout/checkout-locale";
import { CheckoutShell, CheckoutState } from "@/components/checkout/checkout-shell";
import { isLocale, translate, type Locale } from "@/components/checkout/i18n";
import { RailChooser } from "@/components/checkout/rail-chooser";
import { findSessionByPublicId } from "@/server/checkout-sessions/read-session";
import { AppError } from "@/server/errors";
import { unstorableTextReason } from "@/server/storable";
import { merchantTakesPayments } from "@/server/users/merchant-availability";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

type Props = { params: Promise<{ sessionId: string }>; searchParams: Promise<{ lang?: string | string[] }> };

async function sessionOf(sessionId: string) {
  if (sessionId.length < 16 || sessionId.length > 64 || unstorableTextReason(sessionId) !== null) return null;
  try {
    const db = await getDb();
    const session = await findSessionByPublicId(db, sessionId);
    return { currency: session.currency, available: await merchantTakesPayments(db, session.userId) };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

export default async function PayPage({ params, searchParams }: Props) {
  const { sessionId } = await params;
  const { lang } = await searchParams;
  const session = await sessionOf(sessionId);
  if (!session) notFound();
  // A BRL session's payer is most likely in Brazil.
  const locale: Locale = isLocale(lang) ? lang : session.currency === "BRL" ? "pt-BR" : "en";
  return (
    <CheckoutLocaleProvider initialLocale={locale}>
      <CheckoutShell>
        {session.available ? (
          <RailChooser sessionId={sessionId} />
        ) : (
          <CheckoutState tone="neutral" title={translate(locale, "session.unavailable.title")} body={translate(locale, "session.unavailable.body")} />
        )}
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
