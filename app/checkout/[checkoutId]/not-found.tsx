// /checkout/{checkout_id} when the payment link is unknown or malformed: a 404 in the payer's language.
import { headers } from "next/headers";
import { CheckoutNotFound } from "@/components/payer/checkout-not-found";
import { localeFromAcceptLanguage } from "@/components/payer/i18n";

export default async function CheckoutNotFoundPage() {
  // No rail to default from: the browser's languages are the only hint of who is paying.
  const browserLocale = localeFromAcceptLanguage((await headers()).get("accept-language"));
  return <CheckoutNotFound browserLocale={browserLocale} />;
}
