import { NewCheckoutSessionForm } from "@/components/checkout-sessions/new-checkout-session-form";
import { getTranslations } from "next-intl/server";
import { NewCryptoPaymentForm } from "@/components/crypto/new-crypto-payment-form";
import { PaymentTabs } from "@/components/invoices/payment-tabs";
import { NewPixPaymentForm } from "@/components/pix/new-pix-payment-form";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.newPayment"))("title") };
}

export default async function NewPaymentPage() {
  const t = await getTranslations("pages.newPayment");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <PaymentTabs
        crypto={<NewCryptoPaymentForm />}
        pix={<NewPixPaymentForm />}
        choose={<NewCheckoutSessionForm />}
      />
    </>
  );
}
