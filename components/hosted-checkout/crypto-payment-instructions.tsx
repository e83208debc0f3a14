"use client";
// What the payer needs to send an open crypto payment: the deadline, the network warning for tokens,
// the QR, the amount and the address to copy, and a link that opens a wallet app.
import { useEffect, useState } from "react";
import type { CryptoCheckoutView } from "@/server/hosted-checkout/get-crypto-checkout";
import { CheckoutCountdown } from "./checkout-countdown";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import { CopyRow } from "@/components/payer/copy-row";
import { fillMessage } from "@/components/payer/i18n";
import { LocalTime } from "@/components/payer/local-time";
import { networkLabel, networkWarnings } from "./network-words";
import { QrCode } from "@/components/payer/qr-code";

/** The countdown appears this close to expiry; before that the deadline is shown as a time. */
const COUNTDOWN_FROM_MS = 10 * 60_000;


/** Decided in the browser: the server's first HTML shows the deadline as a time. */
function useNearExpiry(expiresAt: string) {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const check = () => setNear(Date.parse(expiresAt) - Date.now() <= COUNTDOWN_FROM_MS);
    check();
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return near;
}

export function CryptoPaymentInstructions({ view, onExpired }: {
  view: CryptoCheckoutView & { address: string };
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
            {t("crypto.payBy").split("{time}")[0]}
            <LocalTime value={view.expiresAt} format="time" />
            {t("crypto.payBy").split("{time}")[1]}
          </p>
        )}
      </div>

      <p className="text-center text-sm text-slate-700" data-testid="checkout-network">
        {t("crypto.network")}: <span className="font-medium">{networkLabel(view.network, view.tokenNetwork !== null)}</span>
      </p>

      {view.tokenNetwork ? (
        <div role="note" className="space-y-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="network-warning">
          {networkWarnings({ locale, symbol: view.symbol, tokenNetwork: view.tokenNetwork }).map((warning, index) => (
            <p key={warning} className={index === 0 ? "font-medium" : undefined} data-testid={index === 0 ? undefined : "fee-warning"}>
              {warning}
            </p>
          ))}
        </div>
      ) : null}

      {view.qr ? (
        <figure className="text-center">
          <QrCode qr={view.qr} label={fillMessage(t("crypto.qrAlt"), { amount, symbol: view.symbol })} testId="crypto-qr" />
          <figcaption className="mt-1 text-sm text-slate-600">{t(view.qrCarriesAmount ? "crypto.scan" : "crypto.scanAddress")}</figcaption>
        </figure>
      ) : null}

      <CopyRow
        label={t("crypto.amountToSend")}
        text={amount}
        copyLabel={t("crypto.copyAmount")}
        copiedLabel={t("crypto.copied")}
        valueClassName="break-all font-mono text-lg font-semibold"
        testId="crypto-amount"
      >
        {amount} {view.symbol}
      </CopyRow>

      <CopyRow
        label={t("crypto.address")}
        text={view.address}
        copyLabel={t("crypto.copyAddress")}
        copiedLabel={t("crypto.copied")}
        valueClassName="min-w-0 break-all font-mono text-sm"
        testId="crypto-address"
      >
        {view.address}
      </CopyRow>

      {view.walletUri ? (
        <a
          href={view.walletUri}
          className="flex w-full items-center justify-center rounded-md bg-(--checkout-brand) px-4 py-3 text-sm font-medium text-(--checkout-on-brand) hover:opacity-90"
          data-testid="open-wallet"
        >
          {t("crypto.openWallet")}
        </a>
      ) : null}
    </div>
  );
}
