"use client";
// The claim page of a refund or payout: what is being sent, by whom and on which network; the form
// for the receiver's address (each refusal named in the page's language); then, polling, the send
// as the merchant makes it (seen, confirmed with its transaction), or why the link no longer works.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { addressProblemMessage, type AddressProblem } from "@/server/crypto/addresses/address-problems";
import type { ClaimResult, ClaimView } from "@/server/withdrawals/claim";
import { useBrowserLanguage, useCheckoutLocale } from "@/components/payer/checkout-locale";
import { CheckoutState } from "@/components/payer/checkout-shell";
import { fillMessage, type MessageKey } from "@/components/payer/i18n";
import { formatMoney } from "@/kernel/format";
import { rpcMutation, rpcQuery, usePolledView, useRpcMutation } from "@/components/payer/public-rpc";
import { watchedWithdrawalStatuses, type InvoiceStatus } from "@/vocabulary/invoice-states";

/** While the merchant's send is awaited or confirming (the states the watchers look at), the page asks for news this often. */
const POLL_MS = 5000;

type Refusal = Extract<ClaimResult, { ok: false }>;

export function WithdrawalClaim({ claimId }: { claimId: string }) {
  const { t } = useCheckoutLocale();
  useBrowserLanguage();
  const query = usePolledView(() => rpcQuery("claim", "view", { claimId }), {
    intervalOf: ({ status }) => ((watchedWithdrawalStatuses as readonly InvoiceStatus[]).includes(status) ? POLL_MS : false),
  });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const submit = useRpcMutation((address: string) => rpcMutation("claim", "submit", { claimId, address }), {
    onSuccess: (result) => {
      setRefusal(result.ok ? null : result);
      query.refresh();
    },
  });

  const view = query.view;
  if (query.isPending) return <p className="py-8 text-center text-sm text-slate-500">{t("checkout.loading")}</p>;
  if (!view) {
    return query.error?.data?.code === "NOT_FOUND" ? (
      <CheckoutState tone="neutral" title={t("claim.notFound.title")} body={t("claim.notFound.body")} />
    ) : (
      <div className="py-6 text-center">
        <p role="alert" className="text-sm text-red-600">{t("checkout.loadError")}</p>
        <Button variant="secondary" className="mt-3" onClick={query.refresh}>{t("checkout.retry")}</Button>
      </div>
    );
  }
  return (
    <>
      <ClaimSummary view={view} />
      <ClaimProgress view={view} refusal={refusal} submitting={submit.isPending} failed={submit.isError} onSubmit={submit.mutate} />
    </>
  );
}

function ClaimSummary({ view }: { view: ClaimView }) {
  const { t, locale } = useCheckoutLocale();
  return (
    <div className="mb-4 border-b border-slate-100 pb-4">
      <h1 className="text-sm font-medium text-slate-500">{t(view.kind === "refund" ? "claim.title.refund" : "claim.title.payout")}</h1>
      <p className="mt-1 text-sm text-slate-700">{fillMessage(t("claim.from"), { merchant: view.merchantName })}</p>
      <p className="mt-1 break-all text-3xl font-semibold tracking-tight" data-testid="claim-amount">
        {view.amount} {view.symbol}
      </p>
      <p className="mt-1 text-sm text-slate-600">≈ {formatMoney(view.fiatAmount, view.fiatCurrency, locale)}</p>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("claim.network")}:</dt>
          <dd className="text-slate-800" data-testid="claim-network">{view.network}</dd>
        </div>
        {view.refundedPaymentId ? (
          <div className="text-slate-600">{fillMessage(t("claim.refundOf"), { payment: view.refundedPaymentId })}</div>
        ) : null}
        {view.description ? (
          <div className="flex gap-2">
            <dt className="text-slate-500">{t("claim.reason")}:</dt>
            <dd className="break-words text-slate-800">{view.description}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

function ClaimProgress({ view, refusal, submitting, failed, onSubmit }: {
  view: ClaimView;
  refusal: Refusal | null;
  submitting: boolean;
  failed: boolean;
  onSubmit: (address: string) => void;
}) {
  const { t } = useCheckoutLocale();
  const words = { merchant: view.merchantName, amount: view.amount, symbol: view.symbol };
  const closed = (title: MessageKey, body: MessageKey, tone: "warning" | "neutral" | "success" = "warning") => (
    <CheckoutState tone={tone} title={t(title)} body={fillMessage(t(body), words)} />
  );
  switch (view.status) {
    case "AWAITING_ADDRESS":
      return <AddressForm view={view} refusal={refusal} submitting={submitting} failed={failed} onSubmit={onSubmit} />;
    case "EXPIRED":
      return closed("claim.expired.title", "claim.expired.body");
    case "CANCELED":
      return closed("claim.canceled.title", "claim.canceled.body", "neutral");
    case "FAILED":
      return closed("claim.failed.title", "claim.failed.body");
    default:
      return <SendProgress view={view} alreadyClaimed={refusal?.problem === "claimed"} />;
  }
}

/** After the address: awaiting the merchant's send, seeing it confirm, then sent. */
function SendProgress({ view, alreadyClaimed }: { view: ClaimView; alreadyClaimed: boolean }) {
  const { t } = useCheckoutLocale();
  const words = { merchant: view.merchantName, amount: view.amount, symbol: view.symbol };
  const [title, body]: [MessageKey, MessageKey] =
    view.status === "COMPLETED"
      ? ["claim.completed.title", "claim.completed.body"]
      : view.status === "CONFIRMING"
        ? ["claim.confirming.title", "claim.confirming.body"]
        : ["claim.claimed.title", "claim.claimed.body"];
  return (
    <div className="space-y-4" role="status" aria-live="polite" data-testid="claim-status">
      {alreadyClaimed ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t("claim.alreadyClaimed")}</p>
      ) : null}
      <div className={`rounded-lg p-3 text-sm ${view.status === "COMPLETED" ? "bg-emerald-50 text-emerald-900" : "bg-slate-50 text-slate-800"}`}>
        <h2 className="font-semibold">{t(title)}</h2>
        <p>{fillMessage(t(body), words)}</p>
      </div>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("claim.address")}</p>
        <p className="mt-1 break-all font-mono text-sm" data-testid="claim-address">{view.address}</p>
      </div>
      {view.transactionHash ? (
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t("claim.transaction")}</p>
          <p className="mt-1 break-all font-mono text-xs" data-testid="claim-transaction">{view.transactionHash}</p>
        </div>
      ) : null}
    </div>
  );
}

function AddressForm({ view, refusal, submitting, failed, onSubmit }: {
  view: ClaimView;
  refusal: Refusal | null;
  submitting: boolean;
  failed: boolean;
  onSubmit: (address: string) => void;
}) {
  const { t, locale } = useCheckoutLocale();
  const [address, setAddress] = useState("");
  const addressProblem = refusal && !["expired", "claimed", "canceled"].includes(refusal.problem) ? (refusal.problem as AddressProblem) : null;
  const error = addressProblem
    ? addressProblemMessage(locale, addressProblem, { family: "", asset: view.assetName, ...refusal?.facts })
    : failed
      ? t("claim.submitError")
      : null;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(address);
      }}
    >
      {view.tokenNetwork ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="claim-network-warning">
          {fillMessage(t("claim.tokenWarning"), { network: view.tokenNetwork, symbol: view.symbol })}
        </p>
      ) : null}
      {view.bitcoinNetwork === "testnet" ? <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t("claim.testnet")}</p> : null}
      <div className="space-y-1">
        <label htmlFor="claim-address" className="block text-sm font-medium text-slate-700">
          {fillMessage(t("claim.addressLabel"), { symbol: view.symbol, network: view.network })}
        </label>
        <textarea
          id="claim-address"
          name="address"
          rows={2}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby="claim-address-message"
          className="block w-full resize-none break-all rounded-md border border-slate-300 px-3 py-2 font-mono text-sm shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-500"
        />
        {error ? (
          <p id="claim-address-message" role="alert" className="text-sm text-red-600">{error}</p>
        ) : (
          <p id="claim-address-message" className="text-xs text-slate-500">{t("claim.addressHint")}</p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? t("claim.submitting") : t("claim.submit")}
      </Button>
      <p className="text-center text-xs text-slate-500">
        {fillMessage(t("claim.giveBy"), {
          time: new Date(view.expiresAt).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" }),
        })}
      </p>
    </form>
  );
}
