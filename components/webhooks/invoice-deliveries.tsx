"use client";
// Webhook deliveries of one invoice with a resend button, on the invoice detail page.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/use-field-error";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DeliveryLog } from "./delivery-log";

export function InvoiceDeliveries({ invoiceId }: { invoiceId: number }) {
  const t = useTranslations("invoiceDeliveries");
  const errorText = useErrorText();
  const utils = api.useUtils();
  // The invoice detail's own query (shared cache): no deliveries card for an invoice that is not there.
  const invoice = api.invoices.get.useQuery({ id: String(invoiceId) });
  const [result, setResult] = useState<string | null>(null);
  const resend = api.webhooks.resendInvoice.useMutation({
    onSuccess: (answer) => {
      setResult(answer.message);
      void utils.webhooks.deliveries.invalidate();
    },
    onError: (error) => setResult(errorText(error)),
  });
  if (!invoice.data) return null;
  return (
    <Card
      title={t("title")}
      description={t("description")}
      actions={
        <div className="flex items-center gap-2">
          {result ? (
            <span role="status" className="text-xs text-slate-600">
              {result}
            </span>
          ) : null}
          <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate({ invoiceId })}>
            {resend.isPending ? t("resending") : t("resend")}
          </Button>
        </div>
      }
    >
      <DeliveryLog invoiceId={invoiceId} emptyText={t("empty")} />
    </Card>
  );
}
