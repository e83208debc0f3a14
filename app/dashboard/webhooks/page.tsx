import { PageHeader } from "@/components/ui/page-header";
import { Card } from "@/components/ui/card";
import { DeliveryLog } from "@/components/webhooks/delivery-log";
import { VerifySample } from "@/components/webhooks/verify-sample";
import { WebhookSettings } from "@/components/webhooks/webhook-settings";

export const metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Ponte notifies your server of every invoice change: invoice.created, confirming, partially_paid, paid, expired and canceled; invoice.updated when what the invoice shows changes without a new status, and invoice.payment_after_final when money arrives on an invoice that no longer takes payments."
      />
      <div className="space-y-6">
        <WebhookSettings />
        <Card title="Delivery log" description="Latest deliveries with every attempt; pending ones show their next retry.">
          <DeliveryLog emptyText="No deliveries yet. Set a URL and send a test event." />
        </Card>
        <VerifySample />
      </div>
    </>
  );
}
