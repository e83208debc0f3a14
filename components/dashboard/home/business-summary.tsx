// The home page's "how is business": the current period's money, the chart, the split by rail and
// asset, paid against expired, what needs attention and the newest invoices. Server-rendered; only
// the chart runs in the browser.
import { useTranslations } from "next-intl";
import Link from "next/link";
import { Card } from "@/components/ui/card";
import type { getHomeFigures, HomePeriod, MoneyBucket } from "@/server/reports/home-figures";
import { useInvoiceLabels } from "@/components/invoices/use-invoice-labels";
import type { Locale } from "@/kernel/locales";
import { MoneyChart, type ChartBucket } from "./money-chart";
import { formatMinor, formatPercent } from "@/kernel/format";
import { railAssetLabel } from "./money-labels";
import { RailAssetTotals } from "../rail-asset-totals";

type HomeFigures = Awaited<ReturnType<typeof getHomeFigures>>;

function bucketLabel(start: string, period: HomePeriod, locale: Locale) {
  const date = new Date(`${start}T12:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    period === "month" ? { month: "short", year: "2-digit", timeZone: "UTC" } : { day: "2-digit", month: "2-digit", timeZone: "UTC" };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** The buckets' rows summed by rail and asset (exact bigint and base-unit sums). */
function splitOf(rows: MoneyBucket[]) {
  const byKey = new Map<string, { gateway: string; payCurrency: string; payments: number; amountBase: bigint; valueBrlMinor: bigint }>();
  for (const row of rows) {
    const key = `${row.gateway}:${row.payCurrency}`;
    const entry = byKey.get(key) ?? { gateway: row.gateway, payCurrency: row.payCurrency, payments: 0, amountBase: 0n, valueBrlMinor: 0n };
    entry.payments += row.payments;
    entry.amountBase += BigInt(row.amountBase);
    entry.valueBrlMinor += row.valueBrlMinor;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => (a.valueBrlMinor === b.valueBrlMinor ? 0 : a.valueBrlMinor > b.valueBrlMinor ? -1 : 1));
}

const sumBrl = (rows: MoneyBucket[]) => rows.reduce((sum, row) => sum + row.valueBrlMinor, 0n);

export function BusinessSummary({ figures, locale }: { figures: HomeFigures; locale: Locale }) {
  const t = useTranslations("home");
  const labels = useInvoiceLabels();
  const period = figures.period;
  const currentStart = figures.buckets.at(-1) ?? "";
  const current = figures.received.filter((row) => row.start === currentStart);
  const split = splitOf(figures.received);
  const seriesNames = [...new Set(split.map((row) => railAssetLabel(row.gateway, row.payCurrency)))];
  const chartBuckets: ChartBucket[] = figures.buckets.map((start) => {
    const series: Record<string, number> = {};
    for (const row of figures.received.filter((bucket) => bucket.start === start)) {
      const name = railAssetLabel(row.gateway, row.payCurrency);
      // Centavos as a number for the chart's geometry only (far below 2^53).
      series[name] = (series[name] ?? 0) + Number(row.valueBrlMinor); // money-json: the chart draws numbers
    }
    return { start, label: bucketLabel(start, period, locale), series };
  });
  const paidShare = figures.paidShareBps === null ? "—" : formatPercent(figures.paidShareBps / 10_000, locale);
  const attention = figures.attention;
  // A count links only where the invoice list has its filter; the others are listed one by one below.
  const attentionLinks: { count: number; label: string; href?: string }[] = [
    { count: attention.partiallyPaid, label: t("partiallyPaid"), href: "/dashboard/invoices?type=PAYMENT&status=PARTIALLY_PAID" },
    { count: attention.paidLate, label: t("paidLate") },
    { count: attention.overpaid, label: t("overpaid") },
    { count: attention.refundsPending, label: t("refundsPending") },
  ].filter((item) => item.count > 0);

  return (
    <div className="space-y-4" data-testid="business-summary">
      <nav className="flex flex-wrap gap-2" aria-label={t(`chartTitle.${period}`)}>
        {(["day", "week", "month"] as const).map((option) => (
          <Link
            key={option}
            href={`/dashboard?period=${option}`}
            aria-current={option === period ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${option === period ? "border-brand-500 bg-brand-50 text-brand-700" : "border-slate-200 bg-white text-slate-600"}`}
          >
            {t(`periods.${option}`)}
          </Link>
        ))}
      </nav>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label={t(`current.${period}`)} value={formatMinor(sumBrl(current), "BRL", locale)} testId="received-current" />
        <Figure label={t("refunded")} value={formatMinor(figures.refunded.valueBrlMinor, "BRL", locale)} testId="refunded" />
        <Figure label={t("paidShare")} value={paidShare} detail={t("paidShareDetail", { paid: figures.paidCount, expired: figures.expiredCount })} testId="paid-share" />
      </div>
      <Card title={t(`chartTitle.${period}`)} description={t("chartDescription")}>
        {split.length === 0 ? <p className="text-sm text-slate-500">{t("noMoney")}</p> : <MoneyChart buckets={chartBuckets} seriesNames={seriesNames} locale={locale} />}
      </Card>
      {split.length > 0 ? (
        <Card title={t("split")}>
          <RailAssetTotals
            rows={split.map((row) => ({ ...row, key: `${row.gateway}:${row.payCurrency}`, label: railAssetLabel(row.gateway, row.payCurrency) }))}
            headers={{ railAsset: t("railAsset"), payments: t("payments"), inCrypto: t("inCrypto"), inBrl: t("inBrl") }}
            locale={locale}
          />
        </Card>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card title={t("attention")}>
          <ul className="space-y-2 text-sm" data-testid="needs-attention">
            {attention.webhookFailing ? (
              <li>
                <Link href="/dashboard/webhooks" className="font-medium text-red-700 hover:underline">
                  {t("webhookFailing")}
                </Link>
              </li>
            ) : null}
            {attentionLinks.map((item) => (
              <li key={item.label} className="flex justify-between gap-3">
                {item.href ? (
                  <Link href={item.href} className="text-brand-700 hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span>{item.label}</span>
                )}
                <span className="tabular-nums font-semibold">{item.count}</span>
              </li>
            ))}
            {attention.invoices.map((invoice) => (
              <li key={invoice.id} className="flex items-center justify-between gap-3 text-xs">
                <Link href={`/dashboard/invoices/${invoice.id}`} className="min-w-0 truncate text-brand-700 hover:underline">
                  {invoice.externalReference ?? invoice.customerName ?? `#${invoice.id}`}
                </Link>
                <span className="shrink-0 text-slate-500">
                  {invoice.status === "PARTIALLY_PAID" ? labels.status(invoice.status) : invoice.paidLate ? t("paidLate") : t("overpaid")}
                </span>
              </li>
            ))}
            {!attention.webhookFailing && attentionLinks.length === 0 ? <li className="text-slate-500">{t("nothingToSee")}</li> : null}
          </ul>
        </Card>
        <Card title={t("recent")}>
          <ul className="divide-y divide-slate-100 text-sm" data-testid="recent-invoices">
            {figures.recent.map((invoice) => (
              <li key={invoice.id} className="flex items-center justify-between gap-3 py-2">
                <Link href={`/dashboard/invoices/${invoice.id}`} className="min-w-0 truncate text-brand-700 hover:underline">
                  {invoice.externalReference ?? invoice.customerName ?? `#${invoice.id}`}
                </Link>
                <span className="shrink-0 text-xs text-slate-500">{labels.status(invoice.status)}</span>
                <span className="shrink-0 tabular-nums">{formatMinor(invoice.amountMinor, invoice.currency, locale)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

function Figure({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{value}</p>
      {detail ? <p className="mt-1 text-xs text-slate-500">{detail}</p> : null}
    </div>
  );
}
