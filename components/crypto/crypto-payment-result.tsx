"use client";
// The card shown once a crypto payment is created: what the merchant passes on to the payer.
import { useTranslations } from "next-intl";
import { CreatedPaymentLinks } from "@/components/invoices/created-payment-links";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { QrImage } from "@/components/ui/qr-image";
import { receiveAddress } from "@/vocabulary/payment-uri";
import type { CryptoPaymentObject } from "@/server/crypto/schemas";
import { formatFiatDecimal } from "@/kernel/format";
import { useFormat } from "@/i18n/use-format";
import { tokenNetworkName } from "./crypto-payment-summary";

function CopyRow({ label, copy, copyLabel, children }: { label: string; copy: string; copyLabel: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="flex items-start gap-2">
        <span className="min-w-0 break-all">{children}</span>
        <CopyButton text={copy} label={copyLabel} />
      </dd>
    </div>
  );
}

const code = "rounded bg-slate-100 px-2 py-1 font-mono text-xs";

export function CryptoPaymentResult({ payment }: { payment: CryptoPaymentObject }) {
  const format = useFormat();
  const t = useTranslations("newPayment.crypto.result");
  const address = receiveAddress(payment.pay_address);
  const tokenNetwork = tokenNetworkName(payment.pay_currency);
  return (
    <Card title={t("title")} description={t("description", { id: payment.id, expires: format.dateTime(payment.expires_at) })}>
      <div role="status" className="space-y-4 text-sm">
        <QrImage png={payment.qr_code} alt={t("qrAlt")} />
        <dl className="space-y-3">
          {/* The amount is copied bare, as a wallet's amount field takes it; the code says what it counts. */}
          <CopyRow label={t("amountToPay")} copy={payment.amount_due} copyLabel={t("copyAmount")}>
            <code className={code} data-testid="crypto-amount-due">{payment.amount_due}</code> {payment.pay_currency}
          </CopyRow>
          <CopyRow label={t("receiveAddress")} copy={address} copyLabel={t("copyAddress")}>
            <code className={code} data-testid="crypto-receive-address">{address}</code>
          </CopyRow>
          <CopyRow label={t("checkoutLink")} copy={payment.checkout_url} copyLabel={t("copyLink")}>
            <code className={code}>{payment.checkout_url}</code>
          </CopyRow>
        </dl>
        <p className="text-slate-600">
          {t("forAmountAt", {
            amount: format.money(payment.amount, payment.currency),
            rate: t("rateLine", {
              currency: payment.pay_currency,
              rate: formatFiatDecimal(payment.rate, format.locale),
              fiat: payment.currency,
              source: payment.rate_source,
            }),
          })}
        </p>
        {tokenNetwork ? <p className="text-amber-700">{t("networkWarning", { network: tokenNetwork })}</p> : null}
        <CreatedPaymentLinks id={payment.id} checkoutUrl={payment.checkout_url} />
      </div>
    </Card>
  );
}
