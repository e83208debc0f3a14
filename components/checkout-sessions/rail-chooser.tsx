"use client";
// The hosted chooser of a checkout session: the amount, then PIX and every crypto asset the seller
// receives. A choice opens that rail's checkout; coming back shows the choice and lets the payer
// choose another while nothing is paid. A short crypto payment is finished here by PIX.
import { useRouter } from "next/navigation";
import type { PublicSession } from "@/server/checkout-sessions/public-session";
import { Button, buttonClasses } from "@/components/ui/button";
import { useCheckoutLocale } from "@/components/payer/checkout-locale";
import { CheckoutState } from "@/components/payer/checkout-shell";
import { fillMessage } from "@/components/payer/i18n";
import { formatMoney } from "@/kernel/format";
import { rpcMutation, rpcQuery, usePolledView, useRpcMutation } from "@/components/payer/public-rpc";
import { ReceiptLink } from "@/components/payer/receipt-link";
import { isOpenSessionStatus } from "@/vocabulary/checkout-session-states";
import { isOpenStatus } from "@/vocabulary/invoice-states";

const POLL_MS = 4000;
const checkoutPath = (checkoutId: string) => `/checkout/${checkoutId}`;

/** `initial` is the view read on the server, so the first HTML already shows the choice (or the receipt's way). */
export function RailChooser({ sessionId, initial }: { sessionId: string; initial: PublicSession }) {
  const { t, locale } = useCheckoutLocale();
  const router = useRouter();
  const view = usePolledView(() => rpcQuery("checkoutSessions", "view", { sessionId }), {
    initial,
    intervalOf: ({ status }) => (isOpenSessionStatus(status) ? POLL_MS : false),
  });
  const choose = useRpcMutation((rail: string) => rpcMutation("checkoutSessions", "choose", { sessionId, rail }), {
    onSuccess: (chosen) => router.push(checkoutPath(chosen.invoice.checkout_id)),
  });
  const finish = useRpcMutation(() => rpcMutation("checkoutSessions", "finishByPix", { sessionId }), {
    onSuccess: (created) => router.push(checkoutPath(created.invoice.checkout_id)),
  });

  const session = view.view;
  if (!session) return <p className="py-8 text-center text-sm text-slate-500">{t("checkout.loading")}</p>;
  const summary = (
    <div className="mb-4 border-b border-slate-100 pb-4">
      {session.merchantName ? (
        <p className="text-sm text-slate-600">
          {t("checkout.payTo")} <span className="font-medium text-slate-900">{session.merchantName}</span>
        </p>
      ) : null}
      <p className="mt-1 text-3xl font-semibold tracking-tight" data-testid="checkout-amount">
        <span className="sr-only">{t("checkout.amount")}: </span>
        {formatMoney(session.amount.toFixed(2), session.currency, locale)}
      </p>
      {session.description ? <p className="mt-1 text-sm text-slate-600">{session.description}</p> : null}
    </div>
  );

  if (session.status === "PAID") {
    return (
      <>
        {summary}
        <CheckoutState tone="success" title={t("checkout.paid.title")} body={t("session.paid.body")} redirectUrl={session.redirectUrl} />
        <ReceiptLink page={`/pay/${encodeURIComponent(sessionId)}`} />
      </>
    );
  }
  if (session.status === "EXPIRED") {
    return <>{summary}<CheckoutState tone="warning" title={t("checkout.expired.title")} body={t("checkout.expired.body")} /></>;
  }

  const railName = (payCurrency: string) =>
    payCurrency === "BRL" ? t("session.pix") : (session.rails.crypto.find((rail) => rail.code === payCurrency)?.name ?? payCurrency);
  if (session.remainder && isOpenStatus(session.remainder.status)) {
    return (
      <>
        {summary}
        <a className={buttonClasses("primary")} href={checkoutPath(session.remainder.checkout_id)}>{t("session.remainder")}</a>
      </>
    );
  }
  if (session.canFinishByPix && session.shortPaid) {
    return (
      <>
        {summary}
        <div role="status" className="mb-4">
          <h2 className="text-lg font-semibold text-amber-800">{t("session.short.title")}</h2>
          <p className="mt-1 text-sm text-slate-600">{fillMessage(t("session.short.body"), { currency: railName(session.shortPaid.payCurrency) })}</p>
        </div>
        <Button className="w-full" disabled={finish.isPending} onClick={() => finish.mutate(undefined)} data-testid="finish-by-pix">
          {t("session.finishByPix")}
        </Button>
        {finish.error ? <p role="alert" className="mt-2 text-sm text-red-600">{finish.error.message}</p> : null}
      </>
    );
  }
  if (!session.canChoose) {
    return (
      <>
        {summary}
        <p className="text-sm text-slate-600">{t("session.inProgress")}</p>
        {session.current ? (
          <a className={`${buttonClasses("primary")} mt-3`} href={checkoutPath(session.current.checkout_id)}>{t("session.continue")}</a>
        ) : null}
      </>
    );
  }

  const current = session.current && session.current.status === "WAITING_PAYMENT" ? session.current : null;
  const noRails = !session.rails.pix && session.rails.crypto.length === 0;
  return (
    <>
      {summary}
      {current ? (
        <div className="mb-4 rounded-md bg-slate-50 p-3 text-sm">
          <p>{fillMessage(t("session.current"), { rail: railName(current.pay_currency) })}</p>
          <a className="mt-1 inline-block font-medium text-brand-700 underline" href={checkoutPath(current.checkout_id)}>{t("session.continue")}</a>
        </div>
      ) : null}
      {/* The store's name is the page's h1 (the shell's header). */}
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{current ? t("session.otherWays") : t("session.choose")}</h2>
      {noRails ? <p className="text-sm text-slate-600">{t("session.noRails")}</p> : null}
      <ul className="space-y-2">
        {session.rails.pix ? (
          <li>
            <button type="button" className="w-full rounded-lg border border-slate-200 p-3 text-left hover:border-brand-600" disabled={choose.isPending} onClick={() => choose.mutate("PIX")} data-testid="rail-PIX">
              <span className="block font-medium text-slate-900">{t("session.pix")}</span>
              <span className="block text-xs text-slate-600">{t("session.pixHint")}</span>
            </button>
          </li>
        ) : null}
        {session.rails.crypto.map((rail) => (
          <li key={rail.code}>
            <button type="button" className="w-full rounded-lg border border-slate-200 p-3 text-left hover:border-brand-600" disabled={choose.isPending} onClick={() => choose.mutate(rail.code)} data-testid={`rail-${rail.code}`}>
              <span className="block font-medium text-slate-900">{rail.symbol}</span>
              <span className="block text-xs text-slate-600">{fillMessage(t("session.cryptoOn"), { network: rail.networkName })}</span>
            </button>
          </li>
        ))}
      </ul>
      {choose.isError ? <p role="alert" className="mt-2 text-sm text-red-600">{t("session.chooseError")}</p> : null}
    </>
  );
}
