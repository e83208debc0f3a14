import { PaymentLinksManager } from "@/components/payment-links/payment-links-manager";
import { PageHeader } from "@/components/ui/page-header";

export const metadata = { title: "Payment links" };

export default function PaymentLinksPage() {
  return (
    <>
      <PageHeader
        title="Payment links"
        description="Reusable links for selling without a web shop: the payer opens the link, chooses PIX or crypto, and pays."
      />
      <PaymentLinksManager />
    </>
  );
}
