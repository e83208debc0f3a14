// The invoice's card of facts: amounts, the rail's rows (crypto or PIX), references, the customer,
// links, times, flags and version.
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { useFormat } from "@/i18n/use-format";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { StatusBadge } from "../status-badge";
import { ExpiryTime, Time } from "../time";
import { useInvoiceLabels } from "../use-invoice-labels";
import { CryptoRows } from "./crypto-rows";
import { DetailRow } from "./detail-row";
import { PixRows } from "./pix-rows";
import { useDetailFacts } from "./use-detail-facts";

export function InvoiceFactsCard({ invoice }: { invoice: InvoiceObject }) {
  const t = useTranslations("invoice");
  const format = useFormat();
  const labels = useInvoiceLabels();
  const { outgoing, payable, paidInPart, remaining, pay } = useDetailFacts(invoice);
  const details = invoice.payment_details;
  const flags = [
    invoice.paid_late && t("flags.paidLate"),
    invoice.overpaid && t("flags.overpaid"),
    invoice.marked && t("flags.marked"),
    invoice.paid_on_other_network && t("flags.otherNetwork"),
  ].filter(Boolean);

  return (
    <Card
      title={
        <span className="flex flex-wrap items-center gap-3">
          {outgoing && invoice.withdrawal
            ? t("titleWithdrawal", { kind: labels.withdrawalKind(invoice.withdrawal.kind), id: invoice.id })
            : t("title", { id: invoice.id })}{" "}
          <StatusBadge status={invoice.status} />
        </span>
      }
      description={`${labels.gateway(invoice.gateway)} · ${labels.type(invoice.type)}`}
    >
      <dl className="divide-y divide-slate-100">
        <DetailRow label={t("rows.amount")}>{format.money(invoice.amount, invoice.currency)}</DetailRow>
        <DetailRow label={outgoing ? t("rows.amountToSend") : t("rows.amountDue")} copy={payable || outgoing ? invoice.amount_due : null}>{pay(invoice.amount_due)}</DetailRow>
        <DetailRow label={outgoing ? t("rows.sent") : t("rows.amountPaid")}>{pay(invoice.amount_paid)}</DetailRow>
        {paidInPart ? <DetailRow label={t("rows.remaining")} copy={remaining}>{pay(remaining)}</DetailRow> : null}
        {/* Rate, address and index belong to the crypto rail; a PIX invoice has its code instead. */}
        {invoice.gateway === "crypto" ? <CryptoRows invoice={invoice} /> : null}
        <PixRows invoice={invoice} />
        <DetailRow label={t("rows.externalReference")} copy={invoice.external_reference}>{invoice.external_reference}</DetailRow>
        <DetailRow label={t("rows.customer")}>
          {invoice.customer_name ?? "—"}
          {invoice.customer_email ? <span className="block text-slate-500">{invoice.customer_email}</span> : null}
        </DetailRow>
        <DetailRow label={t("rows.paymentId")} copy={invoice.payment_id}>{invoice.payment_id}</DetailRow>
        <DetailRow label={t("rows.transactionId")} copy={invoice.id_transaction}>{invoice.id_transaction}</DetailRow>
        <DetailRow label={outgoing ? t("rows.claimLink") : t("rows.checkout")} copy={invoice.checkout_url}>
          <a href={invoice.checkout_url} className="text-brand-700 underline" target="_blank" rel="noreferrer">{invoice.checkout_url}</a>
        </DetailRow>
        <DetailRow label={t("rows.created")}><Time value={invoice.createdAt} /></DetailRow>
        <DetailRow label={t("rows.updated")}><Time value={invoice.updatedAt} /></DetailRow>
        <DetailRow label={outgoing ? t("rows.claimExpires") : t("rows.expires")}><ExpiryTime value={details.expires_at} status={invoice.status} /></DetailRow>
        {invoice.paid_at ? <DetailRow label={outgoing ? t("rows.completed") : t("rows.paid")}><Time value={invoice.paid_at} /></DetailRow> : null}
        <DetailRow label={t("rows.flags")}>{flags.join(", ") || "—"}</DetailRow>
        <DetailRow label={t("rows.version")}>{invoice.version}</DetailRow>
      </dl>
    </Card>
  );
}
