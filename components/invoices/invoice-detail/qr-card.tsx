// The payment's QR beside its facts: the image while it takes payments, a note sending the payer to
// the checkout after a partial payment, a note that it is closed otherwise; none for a withdrawal.
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { QrImage } from "@/components/ui/qr-image";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { useInvoiceLabels } from "../use-invoice-labels";
import { useDetailFacts } from "./use-detail-facts";

export function QrCard({ invoice }: { invoice: InvoiceObject }) {
  const t = useTranslations("invoice");
  const labels = useInvoiceLabels();
  const { outgoing, payable, paidInPart, remaining, pay } = useDetailFacts(invoice);
  const qrCode = invoice.payment_details.qr_code;
  if (outgoing || !qrCode) return null;
  if (!payable) {
    return (
      <Card title={t("qr.title")}>
        <p className="text-sm text-slate-600" data-testid="closed-qr-note">{t("qr.closed", { status: labels.status(invoice.status) })}</p>
      </Card>
    );
  }
  if (paidInPart) {
    return (
      <Card title={t("qr.title")}>
        <p className="text-sm text-slate-600" data-testid="partial-qr-note">
          {t.rich("qr.partial", {
            remaining: pay(remaining),
            link: (chunks) => <a href={invoice.checkout_url} className="text-brand-700 underline" target="_blank" rel="noreferrer">{chunks}</a>,
          })}
        </p>
      </Card>
    );
  }
  return (
    <Card title={t("qr.title")}>
      <QrImage png={qrCode} alt={t("qr.alt", { amount: pay(invoice.amount_due) })} className="mx-auto h-auto w-full max-w-64" />
    </Card>
  );
}
