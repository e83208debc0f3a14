// The rows of the crypto rail: the rate and its source, the address (with the amount, while payable)
// and the address's derivation index.
import { useTranslations } from "next-intl";
import { useFormat } from "@/i18n/use-format";
import { payAddressWithAmount } from "@/vocabulary/payment-uri";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { DetailRow } from "./detail-row";
import { useDetailFacts } from "./use-detail-facts";

export function CryptoRows({ invoice }: { invoice: InvoiceObject }) {
  const t = useTranslations("invoice");
  const format = useFormat();
  const { outgoing, payable, paidInPart, remaining } = useDetailFacts(invoice);
  const details = invoice.payment_details;
  const payTarget = details.pay_address ? payAddressWithAmount(details.pay_address, paidInPart ? remaining : invoice.amount_due) : null;
  return (
    <>
      <DetailRow label={t("rows.rate")}>
        {invoice.rate ? (
          <>
            {t("rateValue", { currency: details.pay_currency, rate: format.decimal(invoice.rate), fiat: invoice.currency })}{" "}
            <span className="text-slate-500">
              {invoice.rate_at
                ? t("rateSourceAt", { source: invoice.rate_source ?? "—", at: format.dateTime(invoice.rate_at) })
                : t("rateSource", { source: invoice.rate_source ?? "—" })}
            </span>
          </>
        ) : null}
      </DetailRow>
      <DetailRow label={outgoing ? t("rows.receiverAddress") : t("rows.payAddress")} copy={details.pay_address}>{details.pay_address}</DetailRow>
      {payTarget && !outgoing && payable ? <DetailRow label={t("rows.addressWithAmount")} copy={payTarget}>{payTarget}</DetailRow> : null}
      {outgoing ? null : (
        <DetailRow label={t("rows.addressIndex")}>
          {invoice.derivation_index === null ? null : t("addressIndex", { index: invoice.derivation_index })}
        </DetailRow>
      )}
    </>
  );
}
