"use client";
// A withdrawal's page: what it is (a refund of which payment, or a payout), its claim link, and what
// the merchant does next: give the address, pay it (the wallet URI and QR of the exact send, to scan
// with their own wallet), paste the transaction's hash, cancel; in the sandbox, simulate the claim
// and the send.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/field";
import { QrImage } from "@/components/ui/qr-image";
import { useInvoiceLabels } from "@/components/invoices/use-invoice-labels";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { RefundOutcomeNote } from "./refund-outcome-note";
import { useFormat } from "@/i18n/use-format";
import { assets, isAssetCode } from "@/vocabulary/assets";
import { cancelableStatuses } from "@/vocabulary/invoice-states";
import { paymentUri } from "@/vocabulary/payment-uri";
import { parseUnits } from "@/kernel/money";

export function WithdrawalPanel({ invoiceId }: { invoiceId: number }) {
  const t = useTranslations("withdrawal");
  const format = useFormat();
  const labels = useInvoiceLabels();
  const errorText = useErrorText();
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
  type Done = "addressSaved" | "transactionPays" | "canceled" | "claimSimulated" | "sendSimulated";
  const after = (done: Done) => ({
    onSuccess: (result: { status: string }) => refresh(t("done", { what: t(`notices.${done}`), status: labels.status(result.status) })),
  });
  const setAddressMutation = api.withdrawals.setAddress.useMutation(after("addressSaved"));
  const submitTransaction = api.withdrawals.submitTransaction.useMutation(after("transactionPays"));
  const cancel = api.withdrawals.cancel.useMutation(after("canceled"));
  const simulateClaim = api.withdrawals.simulateClaim.useMutation(after("claimSimulated"));
  const simulateSend = api.withdrawals.simulateSend.useMutation(after("sendSimulated"));
  const addressError = useFieldError(setAddressMutation.error);
  const hashError = useFieldError(submitTransaction.error);

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
          {withdrawal.refund_of
            ? t.rich("refundOf", {
                kind: labels.withdrawalKind(withdrawal.kind),
                id: withdrawal.refund_of,
                link: (chunks) => <Link href={`/dashboard/invoices/${withdrawal.refund_of}`} className="text-brand-700 hover:underline">{chunks}</Link>,
              })
            : labels.withdrawalKind(withdrawal.kind)}
        </span>
      }
      description={data.gateway === "pix" ? t("descriptionPix") : t("description")}
    >
      <div className="space-y-5">
        <RefundOutcomeNote refund={data} />
        {status === "AWAITING_ADDRESS" ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-700">{t("waitingAddress")}</p>
            <div className="flex items-start gap-2">
              <a href={withdrawal.claim_url} className="min-w-0 break-all text-sm text-brand-700 underline" target="_blank" rel="noreferrer" data-testid="claim-link">{withdrawal.claim_url}</a>
              <CopyButton text={withdrawal.claim_url} label={t("copyLink")} />
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
                  <TextField label={t("giveAddress")} value={address} onChange={(event) => setAddress(event.target.value)} error={addressError("address")} autoComplete="off" spellCheck={false} />
                </div>
                <Button type="submit" variant="secondary" disabled={busy}>{t("saveAddress")}</Button>
              </form>
            ) : null}
          </div>
        ) : null}

        {status === "AWAITING_PAYMENT" && destination && walletUri ? (
          <div className="grid gap-4 sm:grid-cols-2" data-testid="withdrawal-send">
            <div className="space-y-3 text-sm">
              <p className="text-slate-700">{t("sendExactly")}</p>
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("amount")}</p>
                <p className="flex items-center gap-2 font-mono" data-testid="send-amount">{format.payAmount(data.amount_due, currency)} <CopyButton text={data.amount_due} label={t("copyAmount")} /></p>
              </div>
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("to")}</p>
                <p className="flex items-start gap-2"><span className="min-w-0 break-all font-mono" data-testid="send-address">{destination}</span> <CopyButton text={destination} label={t("copyAddress")} /></p>
              </div>
              {asset?.tokenContract ? <p className="text-amber-800">{t("ownNetworkOnly", { currency, network: asset.name })}</p> : null}
              <a href={walletUri} className="inline-block text-brand-700 underline" data-testid="send-uri">{t("openInWallet")}</a>
            </div>
            {data.payment_details.qr_code ? (
              <QrImage png={data.payment_details.qr_code} alt={t("qrAlt", { amount: format.payAmount(data.amount_due, currency) })} className="mx-auto h-auto w-full max-w-56" />
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
                label={t("pasteHash")}
                value={hash}
                onChange={(event) => setHash(event.target.value)}
                error={hashError("transaction_hash")}
                hint={t("pasteHashHint")}
                autoComplete="off"
                spellCheck={false}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={busy || hash.trim() === ""}>{t("checkTransaction")}</Button>
          </form>
        ) : null}

        {status === "COMPLETED" && withdrawal.transaction_hash ? (
          <p className="text-sm text-emerald-700">{t("sentConfirmed")} <span className="break-all font-mono">{withdrawal.transaction_hash}</span></p>
        ) : null}

        <div className="flex flex-wrap gap-2">
          {own && cancelableStatuses.WITHDRAWAL.includes(status) ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => cancel.mutate({ invoiceId })}>{t("cancel", { kind: labels.withdrawalKind(withdrawal.kind).toLowerCase() })}</Button>
          ) : null}
          {sandbox && status === "AWAITING_ADDRESS" ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => simulateClaim.mutate({ invoiceId })}>{t("simulateClaim")}</Button>
          ) : null}
          {sandbox && status === "AWAITING_PAYMENT" ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => simulateSend.mutate({ invoiceId })}>{t("simulateSend")}</Button>
          ) : null}
        </div>

        {error && !error.data?.fieldErrors ? (
          <p role="alert" className="text-sm text-red-700">{errorText(error)}</p>
        ) : notice ? (
          <p role="status" className="text-sm text-emerald-700">{notice}</p>
        ) : null}
      </div>
    </Card>
  );
}
