import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { ApiKeysManager } from "@/components/dashboard/api-keys-manager";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.apiKeys"))("title") };
}

export default async function ApiKeysPage() {
  const t = await getTranslations("pages.apiKeys");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
      />
      <ApiKeysManager />
    </>
  );
}
