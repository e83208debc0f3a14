// /claim/{claim_id} - a refund's or payout's claim page (public): its receiver gives the address to
// send to, then follows the transfer. Phone first, Portuguese and English, like the checkout.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { CheckoutLocaleProvider } from "@/components/payer/checkout-locale";
import { CheckoutShell } from "@/components/payer/checkout-shell";
import { isLocale, localeFromAcceptLanguage, type Locale } from "@/components/payer/i18n";
import { WithdrawalClaim } from "@/components/claim/withdrawal-claim";
import { AppError } from "@/kernel/errors";
import { unstorableTextReason } from "@/kernel/storable";
import { getClaimView } from "@/server/withdrawals/claim";

export const dynamic = "force-dynamic";
// Claim links are private to their receiver: keep them out of search engines.
export const metadata: Metadata = { title: "Refund", robots: { index: false, follow: false } };

type Props = { params: Promise<{ claimId: string }>; searchParams: Promise<{ lang?: string | string[] }> };

async function exists(claimId: string) {
  if (claimId.length < 16 || claimId.length > 64 || unstorableTextReason(claimId) !== null) return false;
  try {
    await getClaimView(await getDb(), claimId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return false;
    throw error;
  }
}

export default async function ClaimPage({ params, searchParams }: Props) {
  const { claimId } = await params;
  const { lang } = await searchParams;
  // Renders ./not-found.tsx; thrown before anything streams, so the status stays 404.
  if (!(await exists(claimId))) notFound();
  // Most receivers are a Brazilian store's customers: Portuguese unless their browser says otherwise.
  const locale: Locale = isLocale(lang) ? lang : (localeFromAcceptLanguage((await headers()).get("accept-language")) ?? "pt-BR");
  return (
    <CheckoutLocaleProvider initialLocale={locale}>
      <CheckoutShell>
        <WithdrawalClaim claimId={claimId} />
      </CheckoutShell>
    </CheckoutLocaleProvider>
  );
}
