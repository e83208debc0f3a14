import { CheckoutBrandingForm } from "@/components/checkout-settings/checkout-branding-form";
import { PageHeader } from "@/components/ui/page-header";

export const metadata = { title: "Checkout" };

export default function CheckoutSettingsPage() {
  return (
    <>
      <PageHeader title="Checkout" description="How your hosted checkout presents your store to payers, on every payment and its receipt." />
      <CheckoutBrandingForm />
    </>
  );
}
