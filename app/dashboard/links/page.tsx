import { getTranslations } from "next-intl/server";
import { PaymentLinksManager } from "@/components/payment-links/payment-links-manager";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.links"))("title") };
}

export default async function PaymentLinksPage() {
  const t = await getTranslations("pages.links");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <PaymentLinksManager />
    </>
  );
}
