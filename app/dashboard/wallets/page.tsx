import { getTranslations } from "next-intl/server";
import { UnderpaymentToleranceSetting } from "@/components/invoices/lifecycle-actions";
import { NetworkStatusList, OtherNetworkPolicySetting } from "@/components/crypto/network-status";
import { WalletsManager } from "@/components/crypto/wallets-manager";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.wallets"))("title") };
}

export default async function WalletsPage() {
  const t = await getTranslations("pages.wallets");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
      />
      <WalletsManager />
      <div className="mt-6">
        <NetworkStatusList />
      </div>
      <div className="mt-6">
        <OtherNetworkPolicySetting />
      </div>
      <div className="mt-6">
        <UnderpaymentToleranceSetting />
      </div>
    </>
  );
}
