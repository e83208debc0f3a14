import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { getDb } from "@/db/client";
import { checkFilters } from "@/components/invoices/list/check-filters";
import { InvoiceTable } from "@/components/invoices/list/invoice-table";
import { filtersFromParams } from "@/components/invoices/list/list-filters";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { isStaff } from "@/server/auth/actor";
import { getSessionActor } from "@/server/session/get-session-actor";

export async function generateMetadata() {
  return { title: (await getTranslations("invoices"))("title") };
}

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await getSessionActor(await getDb());
  const staff = actor ? isStaff(actor) : false;
  const t = await getTranslations("invoices");
  // Checked here, with the list endpoint's schema, so the browser bundle does not carry the schema
  // (and the table definitions it imports); every change of the address renders this page again.
  const filters = filtersFromParams(await searchParams);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href="/dashboard/invoices?type=WITHDRAWAL" className={buttonClasses("secondary")}>
              {t("withdrawalsLink")}
            </Link>
            <a href="/api/withdrawals/export" className={buttonClasses("secondary")} title={t("exportPendingSendsTitle")}>
              {t("exportPendingSends")}
            </a>
            <Link href="/dashboard/payouts/new" className={buttonClasses("secondary")}>
              {t("newPayout")}
            </Link>
            <Link href="/dashboard/payments/new" className={buttonClasses("primary")}>
              {t("newPayment")}
            </Link>
          </div>
        }
      />
      <InvoiceTable isStaff={staff} filters={filters} checked={checkFilters(filters, { isStaff: staff })} />
    </>
  );
}
