// The settlement report on a page of its own, without the dashboard's navigation, for printing.
import { redirect } from "next/navigation";
import { getTimeZone, getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { SettlementView } from "@/components/dashboard/settlement/settlement-view";
import { PrintButton } from "@/components/dashboard/settlement/print-button";
import { getSessionActor } from "@/server/session/get-session-actor";
import { readSettlementPage } from "@/server/reports/settlement-page";
import { getProfile } from "@/server/users/manage-users";

export const dynamic = "force-dynamic";
export async function generateMetadata() {
  return { title: (await getTranslations("settlement"))("title") };
}

export default async function PrintableSettlementPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const db = await getDb();
  const actor = await getSessionActor(db);
  if (!actor) redirect("/login");
  const [page, profile, t] = await Promise.all([
    readSettlementPage(db, actor, await searchParams, await getTimeZone()),
    getProfile(db, actor),
    getTranslations("settlement"),
  ]);
  return (
    <main className="mx-auto max-w-4xl bg-white p-6 print:p-0">
      <header className="mb-4 flex items-start justify-between gap-4">
        <div>
          <h1 className="text-xl font-semibold">{t("title")}</h1>
          <p className="text-sm text-slate-600">
            {profile.name} · {profile.email}
          </p>
        </div>
        <PrintButton label={t("printNow")} />
      </header>
      <SettlementView report={page.report} rows={page.rows} rowsCapped={page.rowsCapped} />
    </main>
  );
}
