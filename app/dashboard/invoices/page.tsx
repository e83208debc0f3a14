import Link from "next/link";
import { getDb } from "@/db/client";
import { checkFilters } from "@/components/invoices/check-filters";
import { InvoiceTable } from "@/components/invoices/invoice-table";
import { filtersFromParams } from "@/components/invoices/list-filters";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { isStaff } from "@/server/auth/actor";
import { getSessionActor } from "@/server/session/get-session-actor";

export const metadata = { title: "Invoices" };

export default async function InvoicesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await getSessionActor(await getDb());
  const staff = actor ? isStaff(actor) : false;
  // Checked here, with the list endpoint's schema, so the browser bundle does not carry the schema
  // (and the table definitions it imports); every change of the address renders this page again.
  const filters = filtersFromParams(await searchParams);
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Every crypto and PIX payment, and every refund and payout. Filters, order and page live in the address bar, so a view can be bookmarked or shared."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href="/dashboard/invoices?type=WITHDRAWAL" className={buttonClasses("secondary")}>
              Refunds and payouts
            </Link>
            <a href="/api/withdrawals/export" className={buttonClasses("secondary")} title="Withdrawals awaiting your send, for a wallet's batch send">
              Export pending sends (CSV)
            </a>
            <Link href="/dashboard/payouts/new" className={buttonClasses("secondary")}>
              New payout
            </Link>
            <Link href="/dashboard/payments/new" className={buttonClasses("primary")}>
              New payment
            </Link>
          </div>
        }
      />
      <InvoiceTable isStaff={staff} filters={filters} checked={checkFilters(filters, { isStaff: staff })} />
    </>
  );
}
