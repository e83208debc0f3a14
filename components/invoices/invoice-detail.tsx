"use client";
// An invoice's page: a note when money arrived after it was final, its facts, its transactions and
// timeline, and its QR beside them; each section is in invoice-detail/.
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { useErrorText } from "@/components/use-field-error";
import { InvoiceFactsCard } from "./invoice-detail/invoice-facts-card";
import { QrCard } from "./invoice-detail/qr-card";
import { TimelineCard, type TimelineEntries } from "./invoice-detail/timeline-card";
import { TransactionsCard } from "./invoice-detail/transactions-card";
import { useDetailFacts } from "./invoice-detail/use-detail-facts";
import type { InvoiceObject } from "@/server/invoices/invoice-object";

export function InvoiceDetail({ id }: { id: string }) {
  const t = useTranslations("invoice");
  const errorText = useErrorText();
  const invoice = api.invoices.get.useQuery({ id });
  const timeline = api.invoices.timeline.useQuery({ id });

  if (invoice.isLoading) return <p className="text-sm text-slate-500" role="status">{t("loading")}</p>;
  if (invoice.error || !invoice.data) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {invoice.error && invoice.error.data?.code !== "NOT_FOUND" ? errorText(invoice.error) : t("notFound")}
      </p>
    );
  }
  return <InvoiceSections invoice={invoice.data} timeline={timeline} />;
}

function InvoiceSections({ invoice, timeline }: { invoice: InvoiceObject; timeline: { data?: TimelineEntries; isLoading: boolean } }) {
  const t = useTranslations("invoice");
  const { pay } = useDetailFacts(invoice);
  // Money confirmed on the invoice after it stopped taking payments (paid, canceled, or expired past
  // its monitoring window): recorded and counted in amount paid, but the merchant has to act on it.
  const moneyAfterFinal = timeline.data?.filter((entry) => entry.reason === "payment_after_final") ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        {moneyAfterFinal.length > 0 ? (
          <p role="alert" data-testid="money-after-final" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t("moneyAfterFinal", { count: moneyAfterFinal.length, paid: pay(invoice.amount_paid) })}
          </p>
        ) : null}
        <InvoiceFactsCard invoice={invoice} />
        <TransactionsCard invoice={invoice} />
        <TimelineCard entries={timeline.data} isLoading={timeline.isLoading} pay={pay} />
      </div>

      <div className="space-y-6">
        <QrCard invoice={invoice} />
      </div>
    </div>
  );
}
