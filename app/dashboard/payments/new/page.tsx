import { NewCryptoPaymentForm } from "@/components/invoices/new-crypto-payment-form";
import { PaymentTabs } from "@/components/invoices/payment-tabs";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";

export const metadata = { title: "New payment" };

export default function NewPaymentPage() {
  return (
    <>
      <PageHeader title="New payment" description="Create a payment request and share its QR code or checkout link with your customer." />
      <PaymentTabs
        crypto={<NewCryptoPaymentForm />}
        pix={
          // The PIX form (components/pix/new-pix-payment-form.tsx) renders here once it exists.
          <Card title="PIX payment">
            <p className="text-sm text-slate-600">PIX payments can be created through POST /api/payments.</p>
          </Card>
        }
      />
    </>
  );
}
