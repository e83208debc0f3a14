import Link from "next/link";
import { getTimeZone, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { getSessionActor } from "@/server/session/get-session-actor";
import { statusesOf, type InvoiceType } from "@/vocabulary/invoice-states";
import { getOverview } from "@/server/reports/overview";
import { getHomeFigures, homePeriods, type HomePeriod } from "@/server/reports/home-figures";
import { BusinessSummary } from "@/components/dashboard/home/business-summary";
import { getDashboardLocale, getFormat } from "@/i18n/get-format";

export async function generateMetadata() {
  return { title: (await getTranslations("overview"))("title") };
}

const periodOf = (value: unknown): HomePeriod => (homePeriods as readonly unknown[]).includes(value) ? (value as HomePeriod) : "day";

export default async function OverviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const db = await getDb();
  const actor = await getSessionActor(db);
  if (!actor) return null;
  const period = periodOf((await searchParams).period);
  // The user's zone (their settings, São Paulo by default) decides which day a payment counts in.
  const timeZone = await getTimeZone();
  const [overview, figures] = await Promise.all([getOverview(db, actor), getHomeFigures(db, actor, { period, timeZone })]);
  const t = await getTranslations("overview");
  const tStatus = await getTranslations("status");
  const format = await getFormat();
  const locale = await getDashboardLocale();
  const home = await getTranslations("home");
  const countOf = (type: InvoiceType, status: string) =>
    overview.totals.filter((row) => row.type === type && row.status === status).reduce((sum, row) => sum + row.count, 0);
  const tiles = (type: InvoiceType) => (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {statusesOf(type).map((status) => (
        <Link
          key={status}
          href={`/dashboard/invoices?type=${type}&status=${status}`}
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
        >
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{tStatus(status)}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums">{format.number(countOf(type, status))}</p>
        </Link>
      ))}
    </div>
  );
  const checklist = [
    { done: overview.setup.apiKey, label: t("setup.apiKey"), href: "/dashboard/api-keys" },
    { done: overview.setup.wallet, label: t("setup.wallet"), href: "/dashboard/wallets" },
    { done: overview.setup.pixProfile, label: t("setup.pixProfile"), href: "/dashboard/pix" },
    { done: overview.setup.webhook, label: t("setup.webhook"), href: "/dashboard/webhooks" },
  ];
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link href="/dashboard/settlement" className="text-sm text-brand-700 hover:underline">
            {home("settlement")}
          </Link>
        }
      />
      <BusinessSummary figures={figures} locale={locale} />
      <h2 className="mb-2 mt-6 text-sm font-semibold text-slate-700">{t("payments")}</h2>
      {tiles("PAYMENT")}
      <h2 className="mb-2 mt-6 text-sm font-semibold text-slate-700">{t("withdrawals")}</h2>
      {tiles("WITHDRAWAL")}
      <Card className="mt-6" title={t("setup.title")} description={t("setup.description")}>
        <ul className="divide-y divide-slate-100">
          {checklist.map((item) => (
            <li key={item.href} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="flex items-center gap-2">
                <span aria-hidden className={item.done ? "text-emerald-600" : "text-slate-300"}>
                  {item.done ? "✓" : "○"}
                </span>
                {item.label}
                <span className="sr-only">{item.done ? t("setup.doneSr") : t("setup.todoSr")}</span>
              </span>
              <Link href={item.href} className="shrink-0 text-brand-700 hover:underline">
                {item.done ? t("setup.review") : t("setup.start")}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
