// /claim/{claim_id} when the link is unknown or malformed: a 404 in the receiver's language.
import { headers } from "next/headers";
import { CheckoutNotFound } from "@/components/payer/checkout-not-found";
import { localeFromAcceptLanguage } from "@/components/payer/i18n";

export default async function ClaimNotFoundPage() {
  return <CheckoutNotFound browserLocale={localeFromAcceptLanguage((await headers()).get("accept-language"))} kind="claim" />;
}
