import { PageHeader } from "@/components/ui/page-header";
import { PayoutForm } from "@/components/withdrawals/payout-form";

export const metadata = { title: "New payout" };

export default function NewPayoutPage() {
  return (
    <>
      <PageHeader
        title="New payout"
        description="Send crypto to anyone (a supplier, an affiliate) from your own wallet: Ponte gives you the exact send to make and checks it on chain."
      />
      <PayoutForm />
    </>
  );
}
