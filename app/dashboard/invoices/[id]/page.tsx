import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { InvoiceDetail } from "@/components/invoices/invoice-detail";
import { InvoiceLifecycleActions } from "@/components/invoices/lifecycle-actions";
import { ReceivedPixCard } from "@/components/pix/received-pix-card";
import { PageHeader } from "@/components/ui/page-header";
import { InvoiceDeliveries } from "@/components/webhooks/invoice-deliveries";
import { PaymentRefunds } from "@/components/withdrawals/payment-refunds";
import { WithdrawalPanel } from "@/components/withdrawals/withdrawal-panel";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  return { title: (await getTranslations("invoice"))("pageTitle", { id: (await params).id }) };
}

export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const t = await getTranslations("invoice");
  const numericId = /^\d{1,15}$/.test(id) ? Number(id) : null;
  return (
    <>
      <PageHeader
        title={t("pageTitle", { id })}
        actions={
          <Link href="/dashboard/invoices" className="text-sm text-brand-700 hover:underline">
            {t("allInvoices")}
          </Link>
        }
      />
      <div className="space-y-6">
        {numericId !== null ? <ReceivedPixCard invoiceId={numericId} /> : null}
        {numericId !== null ? <InvoiceLifecycleActions invoiceId={numericId} /> : null}
        {numericId !== null ? <WithdrawalPanel invoiceId={numericId} /> : null}
        <InvoiceDetail id={id} />
        {numericId !== null ? <PaymentRefunds invoiceId={numericId} /> : null}
        {numericId !== null ? <InvoiceDeliveries invoiceId={numericId} /> : null}
      </div>
    </>
  );
}
