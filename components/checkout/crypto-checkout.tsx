"use client";
// The hosted crypto checkout: amount and address to send (QR, copy buttons, wallet link), the
// network warning for tokens, and the live status by polling (confirming, partially paid, paid
// with a receipt, expired with what to do), then back to the store when the merchant set a URL.
import { useEffect, useState } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { CheckoutCountdown } from "./checkout-countdown";
import { useCheckoutLocale } from "./checkout-locale";
import { CheckoutState, safeRedirect } from "./checkout-shell";
import { Receipt, ReceiptRow, ReceiptTime } from "./receipt";
import type { CryptoCheckoutStatus } from "@/server/invoices/lifecycle/get-crypto-checkout-status";
import { formatMoney, type MessageKey } from "./i18n";

/** How often an open payment asks for news; an expired one slower (late payments still count). */
const POLL_MS = 3000;
const EXPIRED_POLL_MS = 15000;
/** The countdown appears this close to expiry; before that the deadline is shown as a time. */
const COUNTDOWN_FROM_MS = 10 * 60_000;
const REDIRECT_AFTER_MS = 5000;

const networkNames: Record<string, string> = {
  bsc: "BNB Smart Chain (BEP-20)",
  ethereum: "Ethereum (ERC-20)",
  bitcoin: "Bitcoin",
};

function useNearExpiry(expiresAt: string) {
  const [near, setNear] = useState(() => Date.parse(expiresAt) - Date.now() <= COUNTDOWN_FROM_MS);
  useEffect(() => {
    const timer = setInterval(() => setNear(Date.parse(expiresAt) - Date.now() <= COUNTDOWN_FROM_MS), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return near;
}

/** Follows the browser's language when the link did not choose one (?lang=). */
function useBrowserLanguage() {
  const { locale, setLocale } = useCheckoutLocale();
  useEffect(() => {
    if (new URL(window.location.href).searchParams.has("lang")) return;
    const preferred = navigator.languages?.[0] ?? navigator.language;
    const browser = preferred?.toLowerCase().startsWith("pt") ? "pt-BR" : "en";
    if (browser !== locale) setLocale(browser);
    // Only once, on arrival: later choices are the payer's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function CryptoCheckout({ checkoutId }: { checkoutId: string }) {
  const { t, locale } = useCheckoutLocale();
  useBrowserLanguage();
  const fill = (key: MessageKey, values: Record<string, string | number>) =>
    t(key).replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));

  const query = api.lifecycle.checkoutStatus.useQuery(
    { checkoutId },
    {
      refetchInterval: (state) => {
        const status = state.state.data?.status;
        if (status === "PAID" || status === "CANCELED") return false;
        return status === "EXPIRED" ? EXPIRED_POLL_MS : POLL_MS;
      },
      retry: (count, error) => error.data?.code !== "NOT_FOUND" && count < 2,
    },
  );

  const view = query.data;
  const redirectUrl = safeRedirect(view?.redirectUrl ?? null);
  const paid = view?.status === "PAID";
  useEffect(() => {
    if (!paid || !redirectUrl) return;
    const timer = setTimeout(() => window.location.assign(redirectUrl), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [paid, redirectUrl]);

  if (query.isPending) return <p className="py-8 text-center text-sm text-slate-500">{t("checkout.loading")}</p>;
  if (query.isError || !view) {
    if (query.error?.data?.code === "NOT_FOUND") {
      return <CheckoutState tone="neutral" title={t("checkout.title")} body={t("checkout.notFound")} />;
    }
    return (
      <div className="py-6 text-center">
        <p role="alert" className="text-sm text-red-600">
          {t("checkout.loadError")}
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t("checkout.retry")}
        </Button>
      </div>
    );
  }

  const summary = (
    <div className="mb-4 border-b border-slate-100 pb-4">
      <p className="text-3xl font-semibold tracking-tight" data-testid="checkout-amount">
        <span className="sr-only">{t("checkout.amount")}: </span>
        {formatMoney(locale, view.fiatAmount, view.fiatCurrency)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        = <span className="font-mono">{view.amountDue}</span> {view.symbol}
      </p>
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
        <Receipt
          title={t("crypto.receipt")}
          testId="crypto-receipt"
          footer={
            <>
              <Transactions transactions={view.transactions} symbol={view.symbol} title={t("crypto.receipt.transactions")} />
              {view.paidLate ? <p className="mt-2 text-slate-600">{t("crypto.receipt.late")}</p> : null}
              {view.overpaid ? <p className="mt-2 text-slate-600">{t("crypto.receipt.overpaid")}</p> : null}
            </>
          }
        >
          <ReceiptRow label={t("crypto.receipt.paid")} className="font-mono">
            {view.amountPaid} {view.symbol}
          </ReceiptRow>
          <ReceiptTime label={t("crypto.receipt.at")} value={view.paidAt} />
          <ReceiptRow label={t("crypto.receipt.number")} className="font-mono">
            {view.paymentId}
          </ReceiptRow>
        </Receipt>
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
      <div role="status" aria-live="polite" className="mb-4" data-testid="crypto-status">
        {view.status === "CONFIRMING" ? (
          <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">{t("crypto.confirming.title")}</p>
            <p>
              {fill("crypto.confirming.body", {
                confirmations: Math.min(view.confirmations, view.requiredConfirmations),
                required: view.requiredConfirmations,
              })}
            </p>
          </div>
        ) : view.status === "PARTIALLY_PAID" ? (
          <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">{t("crypto.partial.title")}</p>
            <p>
              {fill("crypto.partial.body", { paid: view.amountPaid, remaining: view.amountRemaining, symbol: view.symbol })}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t("crypto.waiting")}</p>
        )}
      </div>

      {view.address && view.status !== "CONFIRMING" ? (
        <PaymentInstructions
          view={{ ...view, address: view.address }}
          fill={fill}
          onExpired={() => void query.refetch()}
        />
      ) : null}
    </>
  );
}

// Type only: the payer-safe view the public procedure answers (plain JSON, no Dates).
type View = CryptoCheckoutStatus;

function PaymentInstructions({ view, fill, onExpired }: {
  view: View & { address: string };
  fill: (key: MessageKey, values: Record<string, string | number>) => string;
  onExpired: () => void;
}) {
  const { t, locale } = useCheckoutLocale();
  const nearExpiry = useNearExpiry(view.expiresAt);
  const amount = view.amountRemaining;
  return (
    <div className="space-y-4">
      {/* First: on a phone the QR, the amount and the address fill the screen, and the payer must
          see the deadline without scrolling past them. */}
      <div className="text-center" data-testid="checkout-deadline">
        {nearExpiry ? (
          <CheckoutCountdown expiresAt={view.expiresAt} onExpired={onExpired} />
        ) : (
          <p className="text-sm text-slate-600">
            {fill("crypto.payBy", {
              time: new Date(view.expiresAt).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit" }),
            })}
          </p>
        )}
      </div>

      {view.tokenNetwork ? (
        <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900" data-testid="network-warning">
          {fill("crypto.tokenWarning", { symbol: view.symbol, network: networkNames[view.tokenNetwork] ?? view.tokenNetwork })}
        </p>
      ) : null}

      {view.qrImage ? (
        <figure className="text-center">
          {/* A data URL of a PNG rendered on the server: nothing to optimise or proxy. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={`data:image/png;base64,${view.qrImage}`}
            alt={fill("crypto.qrAlt", { amount, symbol: view.symbol })}
            width={256}
            height={256}
            className="mx-auto aspect-square w-full max-w-64"
            data-testid="crypto-qr"
          />
          <figcaption className="mt-1 text-sm text-slate-600">{t("crypto.scan")}</figcaption>
        </figure>
      ) : null}

      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500" id="crypto-amount-label">
          {t("crypto.amountToSend")}
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="break-all font-mono text-lg font-semibold" aria-labelledby="crypto-amount-label" data-testid="crypto-amount">
            {amount} {view.symbol}
          </p>
          <CopyButton text={amount} label={t("crypto.copyAmount")} copiedLabel={t("crypto.copied")} />
        </div>
      </div>

      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500" id="crypto-address-label">
          {t("crypto.address")}
        </p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="min-w-0 break-all font-mono text-sm" aria-labelledby="crypto-address-label" data-testid="crypto-address">
            {view.address}
          </p>
          <CopyButton text={view.address} label={t("crypto.copyAddress")} copiedLabel={t("crypto.copied")} />
        </div>
      </div>

      {view.walletUri ? (
        <a
          href={view.walletUri}
          className="flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-3 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          data-testid="open-wallet"
        >
          {t("crypto.openWallet")}
        </a>
      ) : null}

    </div>
  );
}

function Transactions({ transactions, symbol, title }: {
  transactions: View["transactions"];
  symbol: string;
  title: string;
}) {
  if (transactions.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-slate-500">{title}</p>
      <ul className="mt-1 space-y-1">
        {transactions.map((transaction, index) => (
          <li key={`${transaction.hash}-${index}`} className="break-all font-mono text-xs">
            {transaction.hash} · {transaction.amount} {symbol}
          </li>
        ))}
      </ul>
    </div>
  );
}
