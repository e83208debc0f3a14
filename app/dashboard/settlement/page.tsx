import Link from "next/link";
import { getTimeZone, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { PageHeader } from "@/components/ui/page-header";
import { SettlementView } from "@/components/dashboard/settlement/settlement-view";
import { getSessionActor } from "@/server/session/get-session-actor";
import { readSettlementPage } from "@/server/reports/settlement-page";

export async function generateMetadata() {
  return { title: (await getTranslations("settlement"))("title") };
}

export default async function SettlementPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const db = await getDb();
  const actor = await getSessionActor(db);
  if (!actor) return null;
  const [page, t] = await Promise.all([readSettlementPage(db, actor, await searchParams, await getTimeZone()), getTranslations("settlement")]);
  const period = new URLSearchParams({ from: page.report.from, to: page.report.to, timeZone: page.report.timeZone }).toString();
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <form method="get" className="mb-4 flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          {t("from")}
          <input type="date" name="from" defaultValue={page.report.from} className="rounded-md border border-slate-300 px-2 py-1" />
        </label>
        <label className="flex flex-col gap-1">
          {t("to")}
          <input type="date" name="to" defaultValue={page.report.to} className="rounded-md border border-slate-300 px-2 py-1" />
        </label>
        <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white">
          {t("show")}
        </button>
        <a href={`/api/settlement/export?${period}`} className="rounded-md border border-slate-300 px-3 py-1.5" download>
          {t("csv")}
        </a>
        <Link href={`/print/settlement?${period}`} className="rounded-md border border-slate-300 px-3 py-1.5" target="_blank">
          {t("print")}
        </Link>
      </form>
      {page.invalid ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {page.invalid}
        </p>
      ) : null}
      <SettlementView report={page.report} rows={page.rows} rowsCapped={page.rowsCapped} />
    </>
  );
}
