// /l/{slug} - a payment link's public page: the product and amount; a link switched off, or of a
// disabled merchant, says so.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CheckoutLocaleProvider } from "@/components/payer/checkout-locale";
import { CheckoutShell, CheckoutState } from "@/components/payer/checkout-shell";
import { isLocale, translate, type Locale } from "@/components/payer/i18n";
import { LinkPayForm } from "@/components/payment-links/link-pay-form";
import { AppError } from "@/kernel/errors";
import { getLinkPage } from "@/server/payment-links/pay-link";
import { unstorableTextReason } from "@/kernel/storable";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pagamento", robots: { index: false, follow: false } };

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ lang?: string | string[] }> };

async function linkPageOf(slug: string) {
  if (slug.length > 64 || unstorableTextReason(slug) !== null) return null;
  try {
    return await getLinkPage(await getDb(), slug);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

export default async function PaymentLinkPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const { lang } = await searchParams;
  const page = await linkPageOf(slug);
  if (!page) notFound();
  const { link } = page;
  // Links are shared on WhatsApp and Instagram by Brazilian sellers: Portuguese unless asked.
  const locale: Locale = isLocale(lang) ? lang : "pt-BR";
  return (
    <CheckoutLocaleProvider initialLocale={locale}>
      <CheckoutShell store={page.store}>
        {link.active ? (
          <LinkPayForm slug={slug} link={link} />
        ) : link.unavailable ? (
          <CheckoutState tone="neutral" title={translate(locale, "link.unavailable.title")} body={translate(locale, "link.unavailable.body")} />
        ) : (
          <CheckoutState tone="neutral" title={translate(locale, "link.disabled.title")} body={translate(locale, "link.disabled.body")} />
        )}
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
