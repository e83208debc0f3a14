// The settlement report as the screen and the printable page show it: the period's totals, by
// direction, rail and asset, and its first payments. Server-rendered.
import { useTranslations } from "next-intl";
import type { getSettlementReport, SettlementRow } from "@/server/reports/settlement-report";
import { formatPayAmountOf, railAssetLabel } from "@/components/dashboard/home/money-labels";
import { formatMinor } from "@/kernel/format";
import { useFormat } from "@/i18n/use-format";
import { RailAssetTotals } from "../rail-asset-totals";

type Report = Awaited<ReturnType<typeof getSettlementReport>>;

export function SettlementView({
  report,
  rows,
  rowsCapped,
}: {
  report: Report;
  rows: SettlementRow[];
  rowsCapped: boolean;
}) {
  const t = useTranslations("settlement");
  const { locale } = useFormat();
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short", timeZone: report.timeZone });
  const day = (text: string) => new Intl.DateTimeFormat(locale, { dateStyle: "short", timeZone: "UTC" }).format(new Date(`${text}T12:00:00Z`));
  const figures = [
    { label: t("received"), value: report.receivedBrlMinor, testId: "settlement-received" },
    { label: t("refunded"), value: report.refundedBrlMinor, testId: "settlement-refunded" },
    { label: t("net"), value: report.netBrlMinor, testId: "settlement-net" },
    { label: t("paidOut"), value: report.paidOutBrlMinor, testId: "settlement-paid-out" },
  ];
  return (
    <div className="space-y-4" data-testid="settlement-report">
      <p className="text-sm text-slate-600">{t("period", { from: day(report.from), to: day(report.to), zone: report.timeZone })}</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.testId} className="rounded-lg border border-slate-200 bg-white p-4" data-testid={figure.testId}>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{figure.label}</p>
            <p className="mt-1 text-xl font-semibold tabular-nums">{formatMinor(figure.value, "BRL", locale)}</p>
          </div>
        ))}
      </div>
      {report.unpriced > 0 ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">{t("unpriced", { count: report.unpriced })}</p> : null}
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 text-sm font-semibold">{t("byAsset")}</h2>
        {report.totals.length === 0 ? (
          <p className="text-sm text-slate-500">{t("empty")}</p>
        ) : (
          <div className="overflow-x-auto">
            <RailAssetTotals
              rows={report.totals.map((total) => ({
                ...total,
                key: `${total.direction}:${total.gateway}:${total.payCurrency}`,
                label: `${t(`direction.${total.direction}`)} · ${railAssetLabel(total.gateway, total.payCurrency)}`,
              }))}
              headers={{ railAsset: t("railAsset"), payments: t("payments"), inCrypto: t("inCrypto"), inBrl: t("inBrl") }}
              locale={locale}
            />
          </div>
        )}
      </section>
      {rows.length > 0 ? (
        <section className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="mb-2 text-sm font-semibold">{t("rows")}</h2>
          {rowsCapped ? <p className="mb-2 text-xs text-slate-500">{t("rowsCapped", { shown: rows.length })}</p> : null}
          <ul className="divide-y divide-slate-100 text-sm">
            {rows.map((row) => (
              <li key={`${row.network}:${row.reference}:${row.outputIndex}`} className="grid grid-cols-2 gap-x-3 gap-y-0.5 py-2 sm:grid-cols-5">
                <span className="text-slate-500">{dateTime.format(row.confirmedAt)}</span>
                <span>
                  {t(`direction.${row.direction}`)} · {railAssetLabel(row.gateway, row.payCurrency)}
                </span>
                <span className="tabular-nums sm:text-right">{formatPayAmountOf(row.amountBase.toString(), row.payCurrency, locale)}</span>
                <span className="tabular-nums sm:text-right">{row.valueBrlMinor === null ? "—" : formatMinor(row.valueBrlMinor, "BRL", locale)}</span>
                <span className="col-span-2 truncate font-mono text-xs text-slate-500 sm:col-span-1" title={row.reference}>
                  {row.reference}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
