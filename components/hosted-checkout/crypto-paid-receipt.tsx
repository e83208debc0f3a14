"use client";
// The receipt of a paid crypto payment: what arrived, when, the payment number and each transaction,
// with a note when it came late or paid too much.
import type { CryptoCheckoutView } from "@/server/hosted-checkout/get-crypto-checkout";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import { Receipt, ReceiptRow, ReceiptTime } from "@/components/payer/receipt";

export function CryptoPaidReceipt({ view }: { view: CryptoCheckoutView }) {
  const { t } = useCheckoutLocale();
  return (
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
  );
}

function Transactions({ transactions, symbol, title }: {
  transactions: CryptoCheckoutView["transactions"];
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
