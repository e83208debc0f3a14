"use client";
// The hosted PIX checkout: the customer form (requestCheckout), then the QR code and the
// copy-and-paste code with a countdown; paid (with a receipt), expired and canceled states as they come.
// The server renders it with the view it read (initialView), so it paints at once, then it polls.
import { CopyButton } from "@/components/ui/copy-button";
import { Button } from "@/components/ui/button";
import type { CheckoutViewWithReceipt } from "@/server/hosted-checkout/get-pix-checkout";
import { CheckoutCountdown } from "./checkout-countdown";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import { CheckoutState } from "@/components/payer/checkout-shell";
import { formatMoney } from "@/kernel/format";
import { PurchaseDetails } from "@/components/payer/purchase-details";
import { rpcQuery, usePolledView } from "@/components/payer/public-rpc";
import { ReceiptLink } from "@/components/payer/receipt-link";
import { PixCustomerForm } from "./pix-customer-form";
import { pixCodeRows } from "./pix-code-rows";
import { PixDueTerms } from "./pix-due-terms";
import { PixReceipt } from "./pix-receipt";
import { QrCode } from "@/components/payer/qr-code";
import { isOpenStatus } from "@/vocabulary/invoice-states";

/**
 * How often an open payment asks whether it was paid (the PSP or the merchant may confirm it); once
 * it is no longer open the page stops asking.
 */
const POLL_MS = 4000;

export function PixCheckout({ checkoutId, initialView }: { checkoutId: string; initialView?: CheckoutViewWithReceipt }) {
  const { t, locale } = useCheckoutLocale();
  const query = usePolledView(() => rpcQuery("checkout", "pix", { checkoutId }), {
    initial: initialView,
    intervalOf: ({ status }) => (isOpenStatus(status) ? POLL_MS : false),
  });

  if (query.isPending) return <p className="py-8 text-center text-sm text-slate-500">{t("checkout.loading")}</p>;
  if (!query.view) {
    if (query.error?.data?.code === "NOT_FOUND") {
      return <CheckoutState tone="neutral" title={t("checkout.title")} body={t("checkout.notFound")} />;
    }
    return (
      <div className="py-6 text-center">
        <p role="alert" className="text-sm text-red-600">{t("checkout.loadError")}</p>
        <Button variant="secondary" className="mt-3" onClick={query.refresh}>
          {t("checkout.retry")}
        </Button>
      </div>
    );
  }

  const view = query.view;
  const summary = (
    <div className="mb-4 border-b border-slate-100 pb-4">
      {view.receiverName ? (
        <p className="text-sm text-slate-600">
          {t("checkout.payTo")} <span className="font-medium text-slate-900">{view.receiverName}</span>
        </p>
      ) : null}
      <p className="mt-1 text-3xl font-semibold tracking-tight" data-testid="checkout-amount">
        <span className="sr-only">{t("checkout.amount")}: </span>
        {formatMoney(view.due && view.status === "WAITING_PAYMENT" ? view.due.amountToday : view.amount, view.currency, locale)}
      </p>
      <PurchaseDetails description={view.description} reference={view.reference} />
      {view.due && view.status === "WAITING_PAYMENT" ? <PixDueTerms due={view.due} currency={view.currency} /> : null}
    </div>
  );

  if (view.status === "PAID") {
    return (
      <>
        {summary}
        <CheckoutState tone="success" title={t("checkout.paid.title")} body={t("checkout.paid.body")} redirectUrl={view.redirectUrl} />
        {view.receipt ? (
          <PixReceipt receipt={view.receipt} currency={view.currency} paidAt={view.paidAt} receiverName={view.receiverName} />
        ) : null}
        <ReceiptLink page={`/checkout/${encodeURIComponent(checkoutId)}`} />
      </>
    );
  }
  if (view.status === "EXPIRED") {
    return <>{summary}<CheckoutState tone="warning" title={t("checkout.expired.title")} body={t("checkout.expired.body")} /></>;
  }
  if (view.status === "CANCELED") {
    return <>{summary}<CheckoutState tone="neutral" title={t("checkout.canceled.title")} body={t("checkout.canceled.body")} /></>;
  }
  if (view.status === "CONFIRMING" || view.status === "PARTIALLY_PAID") {
    return <>{summary}<CheckoutState tone="neutral" title={t("checkout.processing.title")} body={t("checkout.processing.body")} /></>;
  }

  return (
    <>
      {summary}
      <div className="mb-4">
        <CheckoutCountdown expiresAt={view.expiresAt} onExpired={query.refresh} />
      </div>
      {view.needsCustomerData ? (
        <PixCustomerForm checkoutId={checkoutId} onDone={query.refresh} />
      ) : view.emv && view.qr ? (
        <div className="space-y-4">
          <p className="text-center text-sm font-medium">{t("pix.scan")}</p>
          <QrCode qr={view.qr} label={t("pix.qrAlt")} testId="pix-qr" />
          <p className="text-sm text-slate-600">{t("pix.orCopy")}</p>
          <label className="sr-only" htmlFor="pix-code">{t("pix.codeLabel")}</label>
          <textarea
            id="pix-code"
            readOnly
            rows={pixCodeRows(view.emv)}
            value={view.emv}
            data-testid="pix-code"
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full resize-none break-all rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
          />
          <div className="flex justify-center">
            <CopyButton text={view.emv} label={t("pix.copy")} copiedLabel={t("pix.copied")} size="md" />
          </div>
          <p className="text-center text-xs text-slate-500" aria-live="polite" data-testid="pix-waiting">
            {view.confirmsAutomatically ? t("pix.waiting") : t("pix.waiting.storeConfirms")}
          </p>
        </div>
      ) : null}
    </>
  );
}
