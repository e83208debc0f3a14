import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { PayoutForm } from "@/components/withdrawals/payout-form";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.newPayout"))("title") };
}

export default async function NewPayoutPage() {
  const t = await getTranslations("pages.newPayout");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
      />
      <PayoutForm />
    </>
  );
}
