"use client";
// A withdrawal's page: what it is (a refund of which payment, or a payout), its claim link, and what
// the merchant does next: give the address, pay it (the wallet URI and QR of the exact send, to scan
// with their own wallet), paste the transaction's hash, cancel; in the sandbox, simulate the claim
// and the send.
import Link from "next/link";
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/field";
import { QrImage } from "@/components/ui/qr-image";
import { fieldErrorOf } from "@/components/field-error";
import { formatPayAmount } from "@/components/invoices/money";
import { withdrawalKindLabels } from "@/components/invoices/status-labels";
import { assets, isAssetCode } from "@/server/assets";
import { cancelableStatuses } from "@/server/invoice-states";
import { paymentUri } from "@/server/payment-uri";
import { parseUnits } from "@/server/money";

export function WithdrawalPanel({ invoiceId }: { invoiceId: number }) {
  const utils = api.useUtils();
  const invoice = api.invoices.get.useQuery({ id: String(invoiceId) }, { refetchInterval: (state) => (state.state.data?.status === "CONFIRMING" || state.state.data?.status === "PROCESSING" ? 5000 : false) });
  const me = api.users.me.useQuery();
  const [notice, setNotice] = useState<string | null>(null);
  const [address, setAddress] = useState("");
  const [hash, setHash] = useState("");
  const refresh = async (message: string) => {
    setNotice(message);
    await Promise.all([utils.invoices.invalidate(), utils.withdrawals.invalidate(), utils.webhooks.invalidate()]);
  };
  const after = (message: string) => ({ onSuccess: (result: { status: string }) => refresh(`${message} It is now ${result.status.replace(/_/g, " ")}.`) });
  const setAddressMutation = api.withdrawals.setAddress.useMutation(after("Address saved."));
  const submitTransaction = api.withdrawals.submitTransaction.useMutation(after("The transaction pays it."));
  const cancel = api.withdrawals.cancel.useMutation(after("Canceled."));
  const simulateClaim = api.withdrawals.simulateClaim.useMutation(after("Simulated claim recorded."));
  const simulateSend = api.withdrawals.simulateSend.useMutation(after("Simulated send recorded."));

  const data = invoice.data;
  if (!data || data.type !== "WITHDRAWAL" || !data.withdrawal || !me.data) return null;
  const own = data.user_id === me.data.id;
  const { withdrawal, status } = data;
  const currency = data.payment_details.pay_currency;
  const destination = data.payment_details.pay_address;
  const asset = isAssetCode(currency) ? assets[currency] : null;
  const walletUri =
    asset && destination ? paymentUri({ asset, address: destination, amountBase: parseUnits(data.amount_due, asset.decimals) }) : null;
  const mutations = [setAddressMutation, submitTransaction, cancel, simulateClaim, simulateSend];
  const busy = mutations.some((mutation) => mutation.isPending);
  const error = mutations.find((mutation) => mutation.error)?.error;
  const sandbox = own && me.data.sandbox;

  return (
    <Card
      title={
        <span data-testid="withdrawal-kind">
          {withdrawalKindLabels[withdrawal.kind]}
          {withdrawal.refund_of ? (
            <>
              {" "}of{" "}
              <Link href={`/dashboard/invoices/${withdrawal.refund_of}`} className="text-brand-700 hover:underline">payment #{withdrawal.refund_of}</Link>
            </>
          ) : null}
        </span>
      }
      description={
        data.gateway === "pix"
          ? "Returned to the payer's account through your bank's PSP (a PIX devolução): PROCESSING until the PSP answers, then COMPLETED or FAILED."
          : "Ponte never holds your funds: you send from your own wallet, and the chain watchers check the send."
      }
    >
      <div className="space-y-5">
        {status === "AWAITING_ADDRESS" ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-700">Waiting for the receiver&apos;s address. Send them the claim link:</p>
            <div className="flex items-start gap-2">
              <a href={withdrawal.claim_url} className="min-w-0 break-all text-sm text-brand-700 underline" target="_blank" rel="noreferrer" data-testid="claim-link">{withdrawal.claim_url}</a>
              <CopyButton text={withdrawal.claim_url} label="Copy link" />
            </div>
            {own ? (
              <form
                className="flex flex-col gap-2 sm:flex-row sm:items-end"
                onSubmit={(event) => {
                  event.preventDefault();
                  setAddressMutation.mutate({ invoiceId, address });
                }}
              >
                <div className="flex-1">
                  <TextField label="Or give the address yourself" value={address} onChange={(event) => setAddress(event.target.value)} error={fieldErrorOf(setAddressMutation.error, "address")} autoComplete="off" spellCheck={false} />
                </div>
                <Button type="submit" variant="secondary" disabled={busy}>Save address</Button>
              </form>
            ) : null}
          </div>
        ) : null}

        {status === "AWAITING_PAYMENT" && destination && walletUri ? (
          <div className="grid gap-4 sm:grid-cols-2" data-testid="withdrawal-send">
            <div className="space-y-3 text-sm">
              <p className="text-slate-700">Send exactly this amount from your wallet; scan the QR code or open the link in a wallet app.</p>
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Amount</p>
                <p className="flex items-center gap-2 font-mono" data-testid="send-amount">{formatPayAmount(data.amount_due, currency)} <CopyButton text={data.amount_due} label="Copy amount" /></p>
              </div>
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">To</p>
                <p className="flex items-start gap-2"><span className="min-w-0 break-all font-mono" data-testid="send-address">{destination}</span> <CopyButton text={destination} label="Copy address" /></p>
              </div>
              {asset?.tokenContract ? <p className="text-amber-800">Send {currency} on its own network only ({asset.name}).</p> : null}
              <a href={walletUri} className="inline-block text-brand-700 underline" data-testid="send-uri">Open in wallet</a>
            </div>
            {data.payment_details.qr_code ? (
              <QrImage png={data.payment_details.qr_code} alt={`QR code to send ${formatPayAmount(data.amount_due, currency)}`} className="mx-auto h-auto w-full max-w-56" />
            ) : null}
          </div>
        ) : null}

        {(status === "AWAITING_PAYMENT" || status === "CONFIRMING") && own ? (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              submitTransaction.mutate({ invoiceId, transaction_hash: hash });
            }}
          >
            <div className="flex-1">
              <TextField
                label="Already sent? Paste the transaction hash"
                value={hash}
                onChange={(event) => setHash(event.target.value)}
                error={fieldErrorOf(submitTransaction.error, "transaction_hash")}
                hint="Checked on chain: destination, amount and confirmations. The watchers also find it by themselves."
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={busy || hash.trim() === ""}>Check transaction</Button>
          </form>
        ) : null}

        {status === "COMPLETED" && withdrawal.transaction_hash ? (
          <p className="text-sm text-emerald-700">Sent and confirmed: <span className="break-all font-mono">{withdrawal.transaction_hash}</span></p>
        ) : null}

        <div className="flex flex-wrap gap-2">
          {own && cancelableStatuses.WITHDRAWAL.includes(status) ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => cancel.mutate({ invoiceId })}>Cancel {withdrawalKindLabels[withdrawal.kind].toLowerCase()}</Button>
          ) : null}
          {sandbox && status === "AWAITING_ADDRESS" ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => simulateClaim.mutate({ invoiceId })}>Simulate claim (sandbox)</Button>
          ) : null}
          {sandbox && status === "AWAITING_PAYMENT" ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => simulateSend.mutate({ invoiceId })}>Simulate send (sandbox)</Button>
          ) : null}
        </div>

        {error && !error.data?.fieldErrors ? (
          <p role="alert" className="text-sm text-red-700">{error.message}</p>
        ) : notice ? (
          <p role="status" className="text-sm text-emerald-700">{notice}</p>
        ) : null}
      </div>
    </Card>
  );
}
