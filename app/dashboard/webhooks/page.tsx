import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { Card } from "@/components/ui/card";
import { DeliveryLog } from "@/components/webhooks/delivery-log";
import { VerifySample } from "@/components/webhooks/verify-sample";
import { WebhookSettings } from "@/components/webhooks/webhook-settings";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.webhooks"))("title") };
}

export default async function WebhooksPage() {
  const t = await getTranslations("pages.webhooks");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
      />
      <div className="space-y-6">
        <WebhookSettings />
        <Card title={t("logTitle")} description={t("logDescription")}>
          <DeliveryLog emptyText={t("logEmpty")} />
        </Card>
        <VerifySample />
      </div>
    </>
  );
}
