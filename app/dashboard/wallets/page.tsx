import { UnderpaymentToleranceSetting } from "@/components/invoices/lifecycle-actions";
import { NetworkStatusList, OtherNetworkPolicySetting } from "@/components/crypto/network-status";
import { WalletsManager } from "@/components/crypto/wallets-manager";
import { PageHeader } from "@/components/ui/page-header";

export const metadata = { title: "Wallets" };

export default function WalletsPage() {
  return (
    <>
      <PageHeader
        title="Wallets"
        description="Ponte never holds funds: each invoice gets the next receive address of your own wallet, derived from its extended public key."
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
