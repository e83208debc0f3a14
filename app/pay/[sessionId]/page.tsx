// /pay/{session_id} - a checkout session's hosted chooser (public): the payer picks PIX or a crypto asset.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CheckoutLocaleProvider } from "@/components/payer/checkout-locale";
import { CheckoutShell, CheckoutState } from "@/components/payer/checkout-shell";
import { isLocale, translate, type Locale } from "@/components/payer/i18n";
import { RailChooser } from "@/components/checkout-sessions/rail-chooser";
import { getSessionPage } from "@/server/checkout-sessions/get-session-page";
import { getPublicSession } from "@/server/checkout-sessions/public-session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

type Props = { params: Promise<{ sessionId: string }>; searchParams: Promise<{ lang?: string | string[] }> };

export default async function PayPage({ params, searchParams }: Props) {
  const { sessionId } = await params;
  const { lang } = await searchParams;
  const db = await getDb();
  const page = await getSessionPage(db, sessionId);
  if (!page) notFound();
  const initial = page.available ? await getPublicSession(db, sessionId) : null;
  // A BRL session's payer is most likely in Brazil.
  const locale: Locale = isLocale(lang) ? lang : page.session.currency === "BRL" ? "pt-BR" : "en";
  return (
    <CheckoutLocaleProvider initialLocale={locale}>
      <CheckoutShell store={page.store}>
        {initial ? (
          <RailChooser sessionId={sessionId} initial={initial} />
        ) : (
          <CheckoutState tone="neutral" title={translate(locale, "session.unavailable.title")} body={translate(locale, "session.unavailable.body")} />
        )}
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
