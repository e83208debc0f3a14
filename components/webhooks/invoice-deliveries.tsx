"use client";
// Webhook deliveries of one invoice with a resend button, on the invoice detail page.
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DeliveryLog } from "./delivery-log";

export function InvoiceDeliveries({ invoiceId }: { invoiceId: number }) {
  const utils = api.useUtils();
  // The invoice detail's own query (shared cache): no deliveries card for an invoice that is not there.
  const invoice = api.invoices.get.useQuery({ id: String(invoiceId) });
  const [result, setResult] = useState<string | null>(null);
  const resend = api.webhooks.resendInvoice.useMutation({
    onSuccess: (answer) => {
      setResult(answer.message);
      void utils.webhooks.deliveries.invalidate();
    },
    onError: (error) => setResult(error.message),
  });
  if (!invoice.data) return null;
  return (
    <Card
      title="Webhook deliveries"
      description="Every event of this invoice sent to your endpoint, with each attempt."
      actions={
        <div className="flex items-center gap-2">
          {result ? (
            <span role="status" className="text-xs text-slate-600">
              {result}
            </span>
          ) : null}
          <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate({ invoiceId })}>
            {resend.isPending ? "Resending…" : "Resend latest event"}
          </Button>
        </div>
      }
    >
      <DeliveryLog invoiceId={invoiceId} emptyText="No webhook deliveries for this invoice (is a webhook URL set?)." />
    </Card>
  );
}
