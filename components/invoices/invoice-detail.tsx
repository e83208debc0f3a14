"use client";
import type { ReactNode } from "react";
import { api } from "@/components/trpc-provider";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { QrImage } from "@/components/ui/qr-image";
import { formatDateTime } from "@/components/format";
import { assets, isAssetCode, isNetwork, networks } from "@/server/assets";
import { payAddressWithAmount } from "@/server/payment-uri";
import { formatPayAmount, formatFiat, remainingToPay } from "./money";
import { StatusBadge } from "./status-badge";
import { withdrawalKindLabels } from "./status-labels";
import { timelineTitle } from "./timeline-title";
import { ExpiryTime, Time } from "./time";
import type { InvoiceObject } from "@/server/invoices/invoice-object";

function Row({ label, children, copy }: { label: string; children: ReactNode; copy?: string | null }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2 text-sm text-slate-900 sm:col-span-2">
        <span className="min-w-0 break-all">{children ?? "—"}</span>
        {copy ? <CopyButton text={copy} label={`Copy`} /> : null}
      </dd>
    </div>
  );
}

export function InvoiceDetail({ id }: { id: string }) {
  const invoice = api.invoices.get.useQuery({ id });
  const timeline = api.invoices.timeline.useQuery({ id });

  if (invoice.isLoading) return <p className="text-sm text-slate-500" role="status">Loading invoice…</p>;
  if (invoice.error || !invoice.data) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {invoice.error?.data?.code === "NOT_FOUND" ? "Invoice not found." : (invoice.error?.message ?? "Invoice not found.")}
      </p>
    );
  }
  const data = invoice.data;
  const details = data.payment_details;
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

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        {moneyAfterFinal.length > 0 ? (
          <p role="alert" data-testid="money-after-final" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {moneyAfterFinal.length === 1 ? "A payment" : `${moneyAfterFinal.length} payments`} arrived after this invoice
            stopped taking payments (see the timeline). {moneyAfterFinal.length === 1 ? "It is" : "They are"} counted in the
            amount paid ({formatPayAmount(data.amount_paid, details.pay_currency)}) but did not change the invoice&apos;s
            status: refund the payer or settle it with them.
          </p>
        ) : null}
        <Card
          title={<span className="flex items-center gap-3">{outgoing && data.withdrawal ? withdrawalKindLabels[data.withdrawal.kind] : "Invoice"} #{data.id} <StatusBadge status={data.status} /></span>}
          description={`${data.gateway} · ${data.type}`}
        >
          <dl className="divide-y divide-slate-100">
            <Row label="Amount">{formatFiat(data.amount, data.currency)}</Row>
            <Row label={outgoing ? "Amount to send" : "Amount due"} copy={data.amount_due}>{formatPayAmount(data.amount_due, details.pay_currency)}</Row>
            <Row label={outgoing ? "Sent (confirmed)" : "Amount paid"}>{formatPayAmount(data.amount_paid, details.pay_currency)}</Row>
            {paidInPart ? <Row label="Remaining" copy={remaining}>{formatPayAmount(remaining, details.pay_currency)}</Row> : null}
            {/* Rate, address and index belong to the crypto rail; a PIX invoice has its code instead. */}
            {data.gateway === "crypto" ? (
              <>
                <Row label="Rate">
                  {data.rate ? (
                    <>
                      1 {details.pay_currency} = {data.rate} {data.currency}{" "}
                      <span className="text-slate-500">
                        (source: {data.rate_source}{data.rate_at ? `, ${formatDateTime(data.rate_at)}` : ""})
                      </span>
                    </>
                  ) : null}
                </Row>
                <Row label={outgoing ? "Receiver's address" : "Pay address"} copy={details.pay_address}>{details.pay_address}</Row>
                {payTarget && !outgoing ? <Row label="Address with amount" copy={payTarget}>{payTarget}</Row> : null}
                {outgoing ? null : (
                  <Row label="Address index">
                    {data.derivation_index === null ? null : <>m/0/{data.derivation_index} <span className="text-slate-500">(receive index {data.derivation_index})</span></>}
                  </Row>
                )}
              </>
            ) : null}
            {details.emv ? <Row label="PIX code" copy={details.emv}>{details.emv}</Row> : null}
            {details.due ? (
              <>
                <Row label="Due date">
                  {details.due.dataDeVencimento} · payable {details.due.validadeAposVencimento ?? 0} days after it
                </Row>
                <Row label="Due rules">{dueRulesText(details.due)}</Row>
                {details.amount_due_today ? <Row label="Amount due today">{formatPayAmount(details.amount_due_today, "BRL")}</Row> : null}
              </>
            ) : null}
            <Row label="External reference" copy={data.external_reference}>{data.external_reference}</Row>
            <Row label="Customer">
              {data.customer_name ?? "—"}
              {data.customer_email ? <span className="block text-slate-500">{data.customer_email}</span> : null}
            </Row>
            <Row label="Payment id" copy={data.payment_id}>{data.payment_id}</Row>
            <Row label="Transaction id" copy={data.id_transaction}>{data.id_transaction}</Row>
            <Row label={outgoing ? "Claim link" : "Checkout"} copy={data.checkout_url}>
              <a href={data.checkout_url} className="text-brand-700 underline" target="_blank" rel="noreferrer">{data.checkout_url}</a>
            </Row>
            <Row label="Created"><Time value={data.createdAt} /></Row>
            <Row label="Updated"><Time value={data.updatedAt} /></Row>
            <Row label={outgoing ? "Claim link expires" : "Expires"}><ExpiryTime value={details.expires_at} status={data.status} /></Row>
            {data.paid_at ? <Row label={outgoing ? "Completed" : "Paid"}><Time value={data.paid_at} /></Row> : null}
            <Row label="Flags">
              {[
                data.paid_late && "paid late",
                data.overpaid && "overpaid",
                data.marked && "marked paid by hand",
                data.paid_on_other_network && "paid on another network",
              ]
                .filter(Boolean)
                .join(", ") || "—"}
            </Row>
            <Row label="Version">{data.version}</Row>
          </dl>
        </Card>

        <Card title="Transactions" description={outgoing ? "Your send, seen on chain." : "Payments seen on chain or confirmed by the PSP."}>
          {data.transactions.length === 0 ? (
            <p className="text-sm text-slate-500">{outgoing ? "No send seen yet." : "No payment seen yet."}</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {data.transactions.map((transaction) => (
                <li key={`${transaction.hash}:${transaction.output_index}`} className="py-2">
                  <span className="break-all font-mono text-xs">{transaction.hash}</span>
                  <span className="block text-slate-600">
                    {formatPayAmount(transaction.amount, details.pay_currency)} · {transaction.confirmations} {transaction.confirmations === 1 ? "confirmation" : "confirmations"} · {transaction.state}
                    {" · "}
                    {isNetwork(transaction.network) ? networks[transaction.network].name : transaction.network}
                  </span>
                  {transaction.network !== payNetwork && isNetwork(transaction.network) ? (
                    <span className="mt-1 block text-xs font-medium text-amber-800" data-testid="other-network-payment">
                      Paid on another network{transaction.counted ? ", counted toward this invoice" : ": recorded, not counted (your policy)"}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title="Timeline">
          {timeline.isLoading ? <p className="text-sm text-slate-500">Loading…</p> : null}
          <ol className="relative space-y-3 border-l border-slate-200 pl-4 text-sm">
            {timeline.data?.map((entry) => (
              <li key={entry.id} data-testid={entry.reason === "payment_after_final" ? "payment-after-final" : undefined}>
                <span className="font-medium">{timelineTitle(entry, details.pay_currency)}</span>
                <span className="text-slate-500"> · {entry.reason.replace(/_/g, " ")} · version {entry.version}</span>
                <span className="block text-xs text-slate-500"><time dateTime={entry.at}>{formatDateTime(entry.at)}</time></span>
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <div className="space-y-6">
        {outgoing ? null : details.qr_code && paidInPart ? (
          <Card title="QR code">
            <p className="text-sm text-slate-600" data-testid="partial-qr-note">
              Paid in part: the invoice&apos;s QR code asks for the whole amount, so it is not shown. The{" "}
              <a href={data.checkout_url} className="text-brand-700 underline" target="_blank" rel="noreferrer">checkout page</a>{" "}
              shows a QR code for the remaining {formatPayAmount(remaining, details.pay_currency)}.
            </p>
          </Card>
        ) : details.qr_code ? (
          <Card title="QR code">
            <QrImage
              png={details.qr_code}
              alt={`QR code to pay ${formatPayAmount(data.amount_due, details.pay_currency)}`}
              className="mx-auto h-auto w-full max-w-64"
            />
          </Card>
        ) : null}
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
