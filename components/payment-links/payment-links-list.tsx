"use client";
// The merchant's payment links: each with its short URL, QR code to print, share buttons, on/off
// switch and its own list of payments.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { inferRouterOutputs } from "@trpc/server";
import { api } from "@/components/trpc-provider";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyableCode } from "@/components/ui/copyable-code";
import { QrImage } from "@/components/ui/qr-image";
import { useFormat, type Format } from "@/i18n/use-format";
import type { AppRouter } from "@/server/trpc/root";

type Link = inferRouterOutputs<AppRouter>["paymentLinks"]["list"][number];

type Translate = ReturnType<typeof useTranslations<"paymentLinks">>;

function priceOf(link: Link, t: Translate, format: Format) {
  if (link.amount !== null) {
    const price = format.money(link.amount, link.currency);
    return link.quantity_enabled ? t("priceEach", { price }) : price;
  }
  const min = link.min_amount === null ? null : format.money(link.min_amount, link.currency);
  const max = link.max_amount === null ? null : format.money(link.max_amount, link.currency);
  if (min && max) return t("openBetween", { min, max });
  if (min) return t("openFrom", { min });
  if (max) return t("openUpTo", { max });
  return t("open");
}

function LinkPayments({ id }: { id: number }) {
  const payments = api.paymentLinks.payments.useQuery({ id });
  const format = useFormat();
  const t = useTranslations("paymentLinks");
  const tCommon = useTranslations("common");
  if (payments.isPending) return <p className="text-sm text-slate-500">{tCommon("loading")}</p>;
  if (payments.isError) return <p role="alert" className="text-sm text-red-600">{payments.error.message}</p>;
  if (payments.data.length === 0) return <p className="text-sm text-slate-500">{t("noPayments")}</p>;
  return (
    <ul className="divide-y divide-slate-100 text-sm" data-testid="link-payments">
      {payments.data.map((session) => (
        <li key={session.id} className="flex flex-wrap justify-between gap-2 py-2">
          <span>{format.money(session.amount, session.currency)}{session.quantity && session.quantity > 1 ? ` (×${session.quantity})` : ""}</span>
          <span className="text-slate-600">{session.invoices.filter((invoice) => invoice.status === "PAID" || invoice.status === "PARTIALLY_PAID").map((invoice) => invoice.pay_currency).join(" + ")}</span>
          <span className="text-slate-600">{session.paid_at ? format.dateTime(session.paid_at) : ""}</span>
        </li>
      ))}
    </ul>
  );
}

function LinkCard({ link, onChanged }: { link: Link; onChanged: () => void }) {
  const t = useTranslations("paymentLinks");
  const format = useFormat();
  const [showPayments, setShowPayments] = useState(false);
  const toggle = api.paymentLinks.setActive.useMutation({ onSuccess: onChanged });
  const shareText = `${link.title}: ${link.url}`;
  return (
    <Card title={link.title} description={priceOf(link, t, format)}>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <QrImage png={link.qr_code} alt={t("qrAlt", { url: link.url })} className="w-40" />
        <div className="space-y-3 text-sm">
          <CopyableCode text={link.url} />
          <div className="flex flex-wrap gap-2">
            <a className={buttonClasses("secondary", "sm")} href={`https://wa.me/?text=${encodeURIComponent(shareText)}`} target="_blank" rel="noreferrer">{t("shareWhatsApp")}</a>
            <a className={buttonClasses("secondary", "sm")} href={`mailto:?subject=${encodeURIComponent(link.title)}&body=${encodeURIComponent(shareText)}`}>{t("sendByEmail")}</a>
            <Button size="sm" variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate({ id: link.id, active: !link.active })}>
              {link.active ? t("turnOff") : t("turnOn")}
            </Button>
          </div>
          <p className={link.active ? "text-emerald-700" : "text-amber-800"}>{link.active ? t("on") : t("off")}</p>
          <button type="button" className="text-brand-700 underline" aria-expanded={showPayments} onClick={() => setShowPayments((shown) => !shown)}>
            {showPayments ? t("hidePayments") : t("payments")}
          </button>
          {showPayments ? <LinkPayments id={link.id} /> : null}
        </div>
      </div>
    </Card>
  );
}

export function PaymentLinksList({ links, onChanged }: { links: Link[]; onChanged: () => void }) {
  const t = useTranslations("paymentLinks");
  if (links.length === 0) return <p className="text-sm text-slate-500">{t("empty")}</p>;
  return (
    <div className="space-y-4">
      {links.map((link) => (
        <LinkCard key={link.id} link={link} onChanged={onChanged} />
      ))}
    </div>
  );
}
