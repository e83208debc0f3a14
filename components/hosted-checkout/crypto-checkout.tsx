"use client";
// The hosted crypto checkout: the amount, then by status what to send (crypto-payment-instructions),
// how far the payment has got (confirming, partially paid), the receipt once paid, or what to do
// once expired. The server renders it with the view it read (initialView), so it paints at once; it
// then polls for news and goes back to the store when the merchant set a URL.
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import type { CryptoCheckoutView } from "@/server/hosted-checkout/get-crypto-checkout";
import { useBrowserLanguage, useCheckoutLocale } from "@/components/payer/checkout-locale";
import { CheckoutState, safeRedirect } from "@/components/payer/checkout-shell";
import { CryptoPaidReceipt } from "./crypto-paid-receipt";
import { CryptoPaymentInstructions } from "./crypto-payment-instructions";
import { fillMessage } from "@/components/payer/i18n";
import { formatMoney } from "@/kernel/format";
import { PurchaseDetails } from "@/components/payer/purchase-details";
import { rpcQuery, usePolledView } from "@/components/payer/public-rpc";
import { ReceiptLink } from "@/components/payer/receipt-link";
import { isFinalStatus, isOpenStatus } from "@/vocabulary/invoice-states";

/**
 * How often an open payment asks for news; one that is no longer open but not final either (expired:
 * a late payment still counts) asks slower; a final one stops.
 */
const POLL_MS = 3000;
const EXPIRED_POLL_MS = 15000;
const REDIRECT_AFTER_MS = 5000;

export function CryptoCheckout({ checkoutId, initialView }: { checkoutId: string; initialView?: CryptoCheckoutView }) {
  const { t, locale } = useCheckoutLocale();
  useBrowserLanguage();

  const query = usePolledView(() => rpcQuery("checkout", "crypto", { checkoutId }), {
    initial: initialView,
    intervalOf: ({ status }) => {
      if (isFinalStatus("PAYMENT", status)) return false;
      return isOpenStatus(status) ? POLL_MS : EXPIRED_POLL_MS;
    },
  });

  const view = query.view;
  const redirectUrl = safeRedirect(view?.redirectUrl ?? null);
  const paid = view?.status === "PAID";
  useEffect(() => {
    if (!paid || !redirectUrl) return;
    const timer = setTimeout(() => window.location.assign(redirectUrl), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [paid, redirectUrl]);

  if (query.isPending) return <p className="py-8 text-center text-sm text-slate-500">{t("checkout.loading")}</p>;
  if (!view) {
    if (query.error?.data?.code === "NOT_FOUND") {
      return <CheckoutState tone="neutral" title={t("checkout.title")} body={t("checkout.notFound")} />;
    }
    return (
      <div className="py-6 text-center">
        <p role="alert" className="text-sm text-red-600">
          {t("checkout.loadError")}
        </p>
        <Button variant="secondary" className="mt-3" onClick={query.refresh}>
          {t("checkout.retry")}
        </Button>
      </div>
    );
  }

  const summary = (
    <div className="mb-4 border-b border-slate-100 pb-4">
      <p className="text-3xl font-semibold tracking-tight" data-testid="checkout-amount">
        <span className="sr-only">{t("checkout.amount")}: </span>
        {formatMoney(view.fiatAmount, view.fiatCurrency, locale)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        = <span className="font-mono">{view.amountDue}</span> {view.symbol}
      </p>
      <PurchaseDetails description={view.description} reference={view.reference} />
    </div>
  );

  if (view.status === "PAID") {
    return (
      <>
        {summary}
        <CheckoutState tone="success" title={t("checkout.paid.title")} body={t("checkout.paid.body")} redirectUrl={redirectUrl} />
        {redirectUrl ? (
          <p className="-mt-3 mb-3 text-center text-xs text-slate-500" aria-live="polite">
            {t("crypto.redirecting")}
          </p>
        ) : null}
        <CryptoPaidReceipt view={view} />
        <ReceiptLink page={`/checkout/${encodeURIComponent(checkoutId)}`} />
      </>
    );
  }
  if (view.status === "EXPIRED") {
    return (
      <>
        {summary}
        <CheckoutState tone="warning" title={t("checkout.expired.title")} body={t("crypto.expired.body")} />
      </>
    );
  }
  if (view.status === "CANCELED") {
    return (
      <>
        {summary}
        <CheckoutState tone="neutral" title={t("checkout.canceled.title")} body={t("checkout.canceled.body")} />
      </>
    );
  }

  return (
    <>
      {summary}
      <PaymentProgress view={view} />

      {view.address && view.status !== "CONFIRMING" ? (
        <CryptoPaymentInstructions view={{ ...view, address: view.address }} onExpired={query.refresh} />
      ) : null}
    </>
  );
}

/** Where an open payment stands: waiting, seen and confirming, or short of the amount. */
function PaymentProgress({ view }: { view: CryptoCheckoutView }) {
  const { t } = useCheckoutLocale();
  return (
    <div role="status" aria-live="polite" className="mb-4" data-testid="crypto-status">
      {view.status === "CONFIRMING" ? (
        <ProgressNotice
          title={t("crypto.confirming.title")}
          body={fillMessage(t("crypto.confirming.body"), {
            confirmations: Math.min(view.confirmations, view.requiredConfirmations),
            required: view.requiredConfirmations,
          })}
        />
      ) : view.status === "PARTIALLY_PAID" ? (
        <ProgressNotice
          title={t("crypto.partial.title")}
          body={fillMessage(t("crypto.partial.body"), { paid: view.amountPaid, remaining: view.amountRemaining, symbol: view.symbol })}
        />
      ) : (
        <p className="text-sm text-slate-600">{t("crypto.waiting")}</p>
      )}
    </div>
  );
}

function ProgressNotice({ title, body }: { title: string; body: string }) {
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{title}</p>
      <p>{body}</p>
    </div>
  );
}
