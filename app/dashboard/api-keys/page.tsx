import { PageHeader } from "@/components/ui/page-header";
import { ApiKeysManager } from "@/components/dashboard/api-keys-manager";

export const metadata = { title: "API keys" };

export default function ApiKeysPage() {
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys authenticate REST calls with the header Authorization: Bearer <key>. A key is shown once, when you create it; Ponte keeps only its hash."
      />
      <ApiKeysManager />
    </>
  );
}
