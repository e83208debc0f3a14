import { NewCheckoutSessionForm } from "@/components/checkout-sessions/new-checkout-session-form";
import { NewCryptoPaymentForm } from "@/components/crypto/new-crypto-payment-form";
import { PaymentTabs } from "@/components/invoices/payment-tabs";
import { NewPixPaymentForm } from "@/components/pix/new-pix-payment-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata = { title: "New payment" };

export default function NewPaymentPage() {
  return (
    <>
      <PageHeader title="New payment" description="Create a payment request and share its QR code or checkout link with your customer." />
      <PaymentTabs
        crypto={<NewCryptoPaymentForm />}
        pix={<NewPixPaymentForm />}
        choose={<NewCheckoutSessionForm />}
      />
    </>
  );
}
