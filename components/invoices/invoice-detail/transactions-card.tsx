// The chain transactions of an invoice (the payer's, or the merchant's send of a withdrawal), each
// with its confirmations and network; one on another network than the asset's is pointed out.
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { assets, isAssetCode, isNetwork, networks } from "@/vocabulary/assets";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { useDetailFacts } from "./use-detail-facts";

export function TransactionsCard({ invoice }: { invoice: InvoiceObject }) {
  const t = useTranslations("invoice");
  const { outgoing, pay } = useDetailFacts(invoice);
  const payCurrency = invoice.payment_details.pay_currency;
  const payNetwork = isAssetCode(payCurrency) ? assets[payCurrency].network : null;
  return (
    <Card title={t("transactions.title")} description={outgoing ? t("transactions.outgoingDescription") : t("transactions.description")}>
      {invoice.transactions.length === 0 ? (
        <p className="text-sm text-slate-500">{outgoing ? t("transactions.noSend") : t("transactions.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {invoice.transactions.map((transaction) => (
            <li key={`${transaction.hash}:${transaction.output_index}`} className="py-2">
              <span className="break-all font-mono text-xs">{transaction.hash}</span>
              <span className="block text-slate-600">
                {[
                  pay(transaction.amount),
                  t("transactions.confirmations", { count: transaction.confirmations }),
                  transaction.state,
                  isNetwork(transaction.network) ? networks[transaction.network].name : transaction.network,
                ].join(" · ")}
              </span>
              {transaction.network !== payNetwork && isNetwork(transaction.network) ? (
                <span className="mt-1 block text-xs font-medium text-amber-800" data-testid="other-network-payment">
                  {transaction.counted ? t("transactions.otherNetworkCounted") : t("transactions.otherNetworkRecorded")}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
