import Link from "next/link";
import { Suspense } from "react";
import { getDb } from "@/db/client";
import { InvoiceTable } from "@/components/invoices/invoice-table";
import { buttonClasses } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { isStaff } from "@/server/auth/actor";
import { getSessionActor } from "@/server/auth/session";

export const metadata = { title: "Invoices" };

export default async function InvoicesPage() {
  const actor = await getSessionActor(await getDb());
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Every crypto and PIX payment. Filters, order and page live in the address bar, so a view can be bookmarked or shared."
        actions={
          <Link href="/dashboard/payments/new" className={buttonClasses("primary")}>
            New payment
          </Link>
        }
      />
      <Suspense fallback={<p className="text-sm text-slate-500">Loading invoices…</p>}>
        <InvoiceTable isStaff={actor ? isStaff(actor) : false} />
      </Suspense>
    </>
  );
}
