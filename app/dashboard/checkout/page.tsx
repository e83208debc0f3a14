import { getTranslations } from "next-intl/server";
import { CheckoutBrandingForm } from "@/components/checkout-settings/checkout-branding-form";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.checkout"))("title") };
}

export default async function CheckoutSettingsPage() {
  const t = await getTranslations("pages.checkout");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <CheckoutBrandingForm />
    </>
  );
}
