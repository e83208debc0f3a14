"use client";
// A withdrawal's page: what it is (a refund of which payment, or a payout), its claim link, and what
// the merchant does next: give the address, pay it (the wallet URI and QR of the exact send, to scan
// with their own wallet), paste the transaction's hash, cancel; in the sandbox, simulate the claim
// and the send. Each of those is a section in withdrawal-panel/; the actions' outcome is shown here.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Card } from "@/components/ui/card";
import { useInvoiceLabels } from "@/components/invoices/use-invoice-labels";
import { useErrorText } from "@/components/use-field-error";
import { RefundOutcomeNote } from "./refund-outcome-note";
import { ClaimSection } from "./withdrawal-panel/claim-section";
import { SendInstructions } from "./withdrawal-panel/send-instructions";
import { TransactionHashForm } from "./withdrawal-panel/transaction-hash-form";
import { WithdrawalActions } from "./withdrawal-panel/withdrawal-actions";
import { assets, isAssetCode } from "@/vocabulary/assets";
import { isWithdrawalInFlight } from "@/vocabulary/invoice-states";

export function WithdrawalPanel({ invoiceId }: { invoiceId: number }) {
  const t = useTranslations("withdrawal");
  const labels = useInvoiceLabels();
  const errorText = useErrorText();
  const utils = api.useUtils();
  const invoice = api.invoices.get.useQuery({ id: String(invoiceId) }, { refetchInterval: (state) => (isWithdrawalInFlight(state.state.data?.status ?? "") ? 5000 : false) });
  const me = api.users.me.useQuery();
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = async (message: string) => {
    setNotice(message);
    await Promise.all([utils.invoices.invalidate(), utils.withdrawals.invalidate(), utils.webhooks.invalidate()]);
  };
  type Done = "addressSaved" | "transactionPays" | "canceled" | "claimSimulated" | "sendSimulated";
  const after = (done: Done) => ({
    onSuccess: (result: { status: string }) => refresh(t("done", { what: t(`notices.${done}`), status: labels.status(result.status) })),
  });
  const setAddress = api.withdrawals.setAddress.useMutation(after("addressSaved"));
  const submitTransaction = api.withdrawals.submitTransaction.useMutation(after("transactionPays"));
  const cancel = api.withdrawals.cancel.useMutation(after("canceled"));
  const simulateClaim = api.withdrawals.simulateClaim.useMutation(after("claimSimulated"));
  const simulateSend = api.withdrawals.simulateSend.useMutation(after("sendSimulated"));

  const data = invoice.data;
  if (!data || data.type !== "WITHDRAWAL" || !data.withdrawal || !me.data) return null;
  const own = data.user_id === me.data.id;
  const { withdrawal, status } = data;
  const currency = data.payment_details.pay_currency;
  const destination = data.payment_details.pay_address;
  const asset = isAssetCode(currency) ? assets[currency] : null;
  // Built by the server on the contract it watches (a deployment may override a token's contract).
  const walletUri = withdrawal.send_uri;
  const mutations = [setAddress, submitTransaction, cancel, simulateClaim, simulateSend];
  const busy = mutations.some((mutation) => mutation.isPending);
  const error = mutations.find((mutation) => mutation.error)?.error;

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
          <ClaimSection
            claimUrl={withdrawal.claim_url}
            own={own}
            busy={busy}
            error={setAddress.error}
            onGiveAddress={(address) => setAddress.mutate({ invoiceId, address })}
          />
        ) : null}

        {status === "AWAITING_PAYMENT" && destination && walletUri ? (
          <SendInstructions
            amount={data.amount_due}
            currency={currency}
            destination={destination}
            walletUri={walletUri}
            asset={asset}
            qrCode={data.payment_details.qr_code}
          />
        ) : null}

        {(status === "AWAITING_PAYMENT" || status === "CONFIRMING") && own ? (
          <TransactionHashForm
            busy={busy}
            error={submitTransaction.error}
            onSubmitHash={(hash) => submitTransaction.mutate({ invoiceId, transaction_hash: hash })}
          />
        ) : null}

        {status === "COMPLETED" && withdrawal.transaction_hash ? (
          <p className="text-sm text-emerald-700">{t("sentConfirmed")} <span className="break-all font-mono">{withdrawal.transaction_hash}</span></p>
        ) : null}

        <WithdrawalActions
          status={status}
          kind={withdrawal.kind}
          own={own}
          sandbox={own && me.data.sandbox}
          busy={busy}
          onCancel={() => cancel.mutate({ invoiceId })}
          onSimulateClaim={() => simulateClaim.mutate({ invoiceId })}
          onSimulateSend={() => simulateSend.mutate({ invoiceId })}
        />

        {error && !error.data?.fieldErrors ? (
          <p role="alert" className="text-sm text-red-700">{errorText(error)}</p>
        ) : notice ? (
          <p role="status" className="text-sm text-emerald-700">{notice}</p>
        ) : null}
      </div>
    </Card>
  );
}
