"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { api } from "@/components/trpc-provider";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { QrImage } from "@/components/ui/qr-image";
import { useErrorText } from "@/components/use-field-error";
import { useFormat } from "@/i18n/use-format";
import { assets, isAssetCode, isNetwork, networks } from "@/vocabulary/assets";
import { isOpenStatus } from "@/vocabulary/invoice-states";
import { payAddressWithAmount } from "@/vocabulary/payment-uri";
import { remainingToPay } from "./money";
import { StatusBadge } from "./status-badge";
import { timelineTitle } from "./timeline-title";
import { ExpiryTime, Time } from "./time";
import type { InvoiceObject } from "@/server/invoices/invoice-object";
import { useInvoiceLabels } from "./use-invoice-labels";

function Row({ label, children, copy }: { label: string; children: ReactNode; copy?: string | null }) {
  const t = useTranslations("common");
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2 text-sm text-slate-900 sm:col-span-2">
        <span className="min-w-0 break-all">{children ?? "—"}</span>
        {copy ? <CopyButton text={copy} label={t("copy")} /> : null}
      </dd>
    </div>
  );
}

export function InvoiceDetail({ id }: { id: string }) {
  const t = useTranslations("invoice");
  const format = useFormat();
  const labels = useInvoiceLabels();
  const errorText = useErrorText();
  const tTimeline = useTranslations("invoice.timeline");
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
  const data = invoice.data;
  const details = data.payment_details;
  const pay = (amount: string) => format.payAmount(amount, details.pay_currency);
  const payNetwork = isAssetCode(details.pay_currency) ? assets[details.pay_currency].network : null;
  // After a partial payment the stored QR still asks for the whole amount: the payer is sent to the
  // checkout, whose QR asks for the rest, and the address line carries the rest too.
  const paidInPart = data.gateway === "crypto" && data.status === "PARTIALLY_PAID";
  const remaining = remainingToPay(data.amount_due, data.amount_paid);
  const payTarget = details.pay_address ? payAddressWithAmount(details.pay_address, paidInPart ? remaining : data.amount_due) : null;
  // Money confirmed on the invoice after it stopped taking payments (paid, canceled, or expired past
  // its monitoring window): recorded and counted in amount paid, but the merchant has to act on it.
  const moneyAfterFinal = timeline.data?.filter((entry) => entry.reason === "payment_after_final") ?? [];
  // A withdrawal (refund or payout) is money going out: its address is the receiver's, its amount due
  // what the merchant sends, its hosted page the claim page; its send and QR are on its own card.
  const outgoing = data.type === "WITHDRAWAL";
  // A paid, canceled or expired invoice takes no more money: its PIX code and QR are not offered as
  // something to pay (the code stays readable, without a copy button, for the merchant's records).
  const payable = isOpenStatus(data.status);
  const flags = [
    data.paid_late && t("flags.paidLate"),
    data.overpaid && t("flags.overpaid"),
    data.marked && t("flags.marked"),
    data.paid_on_other_network && t("flags.otherNetwork"),
  ].filter(Boolean);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 space-y-6 lg:col-span-2">
        {moneyAfterFinal.length > 0 ? (
          <p role="alert" data-testid="money-after-final" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {t("moneyAfterFinal", { count: moneyAfterFinal.length, paid: pay(data.amount_paid) })}
          </p>
        ) : null}
        <Card
          title={
            <span className="flex flex-wrap items-center gap-3">
              {outgoing && data.withdrawal
                ? t("titleWithdrawal", { kind: labels.withdrawalKind(data.withdrawal.kind), id: data.id })
                : t("title", { id: data.id })}{" "}
              <StatusBadge status={data.status} />
            </span>
          }
          description={`${labels.gateway(data.gateway)} · ${labels.type(data.type)}`}
        >
          <dl className="divide-y divide-slate-100">
            <Row label={t("rows.amount")}>{format.money(data.amount, data.currency)}</Row>
            <Row label={outgoing ? t("rows.amountToSend") : t("rows.amountDue")} copy={payable || outgoing ? data.amount_due : null}>{pay(data.amount_due)}</Row>
            <Row label={outgoing ? t("rows.sent") : t("rows.amountPaid")}>{pay(data.amount_paid)}</Row>
            {paidInPart ? <Row label={t("rows.remaining")} copy={remaining}>{pay(remaining)}</Row> : null}
            {/* Rate, address and index belong to the crypto rail; a PIX invoice has its code instead. */}
            {data.gateway === "crypto" ? (
              <>
                <Row label={t("rows.rate")}>
                  {data.rate ? (
                    <>
                      {t("rateValue", { currency: details.pay_currency, rate: format.decimal(data.rate), fiat: data.currency })}{" "}
                      <span className="text-slate-500">
                        {data.rate_at
                          ? t("rateSourceAt", { source: data.rate_source ?? "—", at: format.dateTime(data.rate_at) })
                          : t("rateSource", { source: data.rate_source ?? "—" })}
                      </span>
                    </>
                  ) : null}
                </Row>
                <Row label={outgoing ? t("rows.receiverAddress") : t("rows.payAddress")} copy={details.pay_address}>{details.pay_address}</Row>
                {payTarget && !outgoing && payable ? <Row label={t("rows.addressWithAmount")} copy={payTarget}>{payTarget}</Row> : null}
                {outgoing ? null : (
                  <Row label={t("rows.addressIndex")}>
                    {data.derivation_index === null ? null : t("addressIndex", { index: data.derivation_index })}
                  </Row>
                )}
              </>
            ) : null}
            {details.emv ? (
              <Row label={t("rows.pixCode")} copy={payable ? details.emv : null}>
                {payable ? details.emv : (
                  <>
                    <span className="block text-slate-500" data-testid="pix-code-closed">{t("pixCodeClosed", { status: labels.status(data.status) })}</span>
                    <span className="block text-xs text-slate-400">{details.emv}</span>
                  </>
                )}
              </Row>
            ) : null}
            {details.due ? (
              <>
                <Row label={t("rows.dueDate")}>
                  {t("dueDateValue", { date: details.due.dataDeVencimento, days: details.due.validadeAposVencimento ?? 0 })}
                </Row>
                <Row label={t("rows.dueRules")}>{dueRulesText(details.due)}</Row>
                {details.amount_due_today ? <Row label={t("rows.amountDueToday")}>{format.payAmount(details.amount_due_today, "BRL")}</Row> : null}
              </>
            ) : null}
            <Row label={t("rows.externalReference")} copy={data.external_reference}>{data.external_reference}</Row>
            <Row label={t("rows.customer")}>
              {data.customer_name ?? "—"}
              {data.customer_email ? <span className="block text-slate-500">{data.customer_email}</span> : null}
            </Row>
            <Row label={t("rows.paymentId")} copy={data.payment_id}>{data.payment_id}</Row>
            <Row label={t("rows.transactionId")} copy={data.id_transaction}>{data.id_transaction}</Row>
            <Row label={outgoing ? t("rows.claimLink") : t("rows.checkout")} copy={data.checkout_url}>
              <a href={data.checkout_url} className="text-brand-700 underline" target="_blank" rel="noreferrer">{data.checkout_url}</a>
            </Row>
            <Row label={t("rows.created")}><Time value={data.createdAt} /></Row>
            <Row label={t("rows.updated")}><Time value={data.updatedAt} /></Row>
            <Row label={outgoing ? t("rows.claimExpires") : t("rows.expires")}><ExpiryTime value={details.expires_at} status={data.status} /></Row>
            {data.paid_at ? <Row label={outgoing ? t("rows.completed") : t("rows.paid")}><Time value={data.paid_at} /></Row> : null}
            <Row label={t("rows.flags")}>{flags.join(", ") || "—"}</Row>
            <Row label={t("rows.version")}>{data.version}</Row>
          </dl>
        </Card>

        <Card title={t("transactions.title")} description={outgoing ? t("transactions.outgoingDescription") : t("transactions.description")}>
          {data.transactions.length === 0 ? (
            <p className="text-sm text-slate-500">{outgoing ? t("transactions.noSend") : t("transactions.none")}</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {data.transactions.map((transaction) => (
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

        <Card title={t("timeline.title")}>
          {timeline.isLoading ? <p className="text-sm text-slate-500">{t("loading")}</p> : null}
          <ol className="relative space-y-3 border-l border-slate-200 pl-4 text-sm">
            {timeline.data?.map((entry) => (
              <li key={entry.id} data-testid={entry.reason === "payment_after_final" ? "payment-after-final" : undefined}>
                <span className="font-medium">{timelineTitle({ entry, statusName: labels.status, payAmount: pay, t: tTimeline })}</span>
                <span className="text-slate-500">{` · ${entry.reason.replace(/_/g, " ")} · `}{t("timeline.version", { version: entry.version })}</span>
                <span className="block text-xs text-slate-500"><time dateTime={entry.at}>{format.dateTime(entry.at)}</time></span>
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <div className="space-y-6">
        {outgoing || !details.qr_code ? null : !payable ? (
          <Card title={t("qr.title")}>
            <p className="text-sm text-slate-600" data-testid="closed-qr-note">{t("qr.closed", { status: labels.status(data.status) })}</p>
          </Card>
        ) : paidInPart ? (
          <Card title={t("qr.title")}>
            <p className="text-sm text-slate-600" data-testid="partial-qr-note">
              {t.rich("qr.partial", {
                remaining: pay(remaining),
                link: (chunks) => <a href={data.checkout_url} className="text-brand-700 underline" target="_blank" rel="noreferrer">{chunks}</a>,
              })}
            </p>
          </Card>
        ) : (
          <Card title={t("qr.title")}>
            <QrImage png={details.qr_code} alt={t("qr.alt", { amount: pay(data.amount_due) })} className="mx-auto h-auto w-full max-w-64" />
          </Card>
        )}
      </div>
    </div>
  );
}

type DueRules = NonNullable<InvoiceObject["payment_details"]["due"]>;

/** The API Pix rules of a charge with a due date, in words (modalidade codes as the guide lists them). */
function dueRulesText(due: DueRules): string {
  const value = (modalidade: number, valorPerc: string) => (modalidade === 1 ? `R$ ${valorPerc}` : `${valorPerc} %`);
  const interestUnit: Record<number, string> = { 1: "a day", 2: "a day", 3: "a month", 4: "a year" };
  const parts = [
    due.multa ? `fine ${value(due.multa.modalidade, due.multa.valorPerc)}` : null,
    due.juros ? `interest ${due.juros.modalidade === 1 ? `R$ ${due.juros.valorPerc}` : `${due.juros.valorPerc} %`} ${interestUnit[due.juros.modalidade] ?? ""}` : null,
    due.abatimento ? `abatement ${value(due.abatimento.modalidade, due.abatimento.valorPerc)}` : null,
    due.desconto?.descontoDataFixa
      ? `discount ${due.desconto.descontoDataFixa.map((entry) => `${due.desconto?.modalidade === 1 ? `R$ ${entry.valorPerc}` : `${entry.valorPerc} %`} until ${entry.data}`).join(", ")}`
      : due.desconto?.valorPerc
        ? `discount ${due.desconto.modalidade === 3 ? `R$ ${due.desconto.valorPerc}` : `${due.desconto.valorPerc} %`} a day early`
        : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join("; ") : "none";
}
