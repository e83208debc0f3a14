"use client";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { api } from "@/components/trpc-provider";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { InvoiceFiltersForm } from "./invoice-filters-form";
import { filtersFromSearch, searchFromFilters, type Filters } from "./list-filters";
import { formatPayAmount, formatFiat } from "./money";
import { StatusBadge } from "./status-badge";
import { Time } from "./time";

type SortField = "createdAt" | "updatedAt" | "amount" | "status";

function SortHeader({ field, label, orderBy, onSort }: {
  field: SortField;
  label: string;
  orderBy: string;
  onSort: (orderBy: string) => void;
}) {
  const [current, direction] = orderBy.split(".");
  const active = current === field;
  const next = active && direction === "DESC" ? "ASC" : "DESC";
  return (
    <th scope="col" aria-sort={active ? (direction === "ASC" ? "ascending" : "descending") : "none"} className="px-3 py-2">
      <button type="button" className="inline-flex items-center gap-1 font-semibold hover:text-brand-700" onClick={() => onSort(`${field}.${next}`)}>
        {label}
        <span aria-hidden="true">{active ? (direction === "ASC" ? "▲" : "▼") : "↕"}</span>
      </button>
    </th>
  );
}

export function InvoiceTable({ isStaff }: { isStaff: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const filters = filtersFromSearch(new URLSearchParams(searchParams.toString()));
  const orderBy = filters.orderBy ?? "createdAt.DESC";
  const list = api.invoices.list.useQuery(filters, { placeholderData: (previous) => previous });

  const navigate = (next: Filters) => router.replace(`${pathname}${searchFromFilters(next)}`, { scroll: false });
  // A new order starts again from the first page.
  const sortBy = (value: string) => navigate({ ...filters, orderBy: value, page: undefined });
  const pagination = list.data?.pagination;
  const page = pagination?.page ?? 1;

  // A plain download link: the server streams the whole filter as CSV straight into the file.
  const exportHref = `/api/invoices/export${searchFromFilters({ ...filters, page: undefined, quantityPerPage: undefined })}`;

  return (
    <div className="space-y-4">
      <Card>
        <InvoiceFiltersForm key={searchParams.toString()} filters={filters} isStaff={isStaff} onApply={(next) => navigate({ ...next, orderBy: filters.orderBy, quantityPerPage: filters.quantityPerPage })} />
      </Card>
      <Card
        title={pagination ? `${pagination.total.toLocaleString("en-US")} invoice${pagination.total === 1 ? "" : "s"}` : "Invoices"}
        actions={
          pagination?.total ? (
            <a href={exportHref} download className={buttonClasses("secondary", "sm")}>
              Export CSV
            </a>
          ) : (
            <Button variant="secondary" size="sm" disabled>
              Export CSV
            </Button>
          )
        }
      >
        {list.error ? (
          <p role="alert" className="text-sm text-red-600">
            {list.error.data?.fieldErrors?.map((error) => `${error.path}: ${error.message}`).join("; ") || list.error.message}
          </p>
        ) : null}
        <div className="-mx-5 overflow-x-auto">
          <table className="min-w-full text-left text-sm" aria-busy={list.isFetching}>
            <caption className="sr-only">Invoices, {orderBy.replace(".", " ")}</caption>
            <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2 pl-5">Invoice</th>
                <SortHeader field="createdAt" label="Created" orderBy={orderBy} onSort={sortBy} />
                <SortHeader field="amount" label="Amount" orderBy={orderBy} onSort={sortBy} />
                <th scope="col" className="px-3 py-2">To pay</th>
                <SortHeader field="status" label="Status" orderBy={orderBy} onSort={sortBy} />
                <SortHeader field="updatedAt" label="Updated" orderBy={orderBy} onSort={sortBy} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {list.isLoading
                ? Array.from({ length: 5 }, (_unused, index) => (
                    <tr key={index} aria-hidden="true">
                      <td colSpan={6} className="px-5 py-3">
                        <div className="h-4 animate-pulse rounded bg-slate-100" />
                      </td>
                    </tr>
                  ))
                : list.data?.data.map((invoice) => (
                    <tr key={invoice.id} className="hover:bg-slate-50">
                      <td className="px-3 py-2 pl-5">
                        <Link href={`/dashboard/invoices/${invoice.id}`} className="font-medium text-brand-700 hover:underline">
                          #{invoice.id}
                        </Link>
                        <span className="block max-w-[16rem] truncate text-xs text-slate-500">
                          {invoice.external_reference ?? "—"} · {invoice.customer_name ?? invoice.customer_email ?? "no customer"}
                        </span>
                      </td>
                      <td className="px-3 py-2"><Time value={invoice.createdAt} /></td>
                      <td className="px-3 py-2 font-medium tabular-nums">{formatFiat(invoice.amount, invoice.currency)}</td>
                      <td className="px-3 py-2 tabular-nums">
                        {formatPayAmount(invoice.amount_due, invoice.payment_details.pay_currency)}
                        <span className="block text-xs text-slate-500">{invoice.gateway}</span>
                      </td>
                      <td className="px-3 py-2"><StatusBadge status={invoice.status} /></td>
                      <td className="px-3 py-2"><Time value={invoice.updatedAt} /></td>
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
        {list.data && list.data.data.length === 0 ? (
          <div className="py-10 text-center text-sm text-slate-600">
            <p className="font-medium">No invoices match.</p>
            <p className="mt-1">
              Change the filters or <Link href="/dashboard/payments/new" className="text-brand-700 underline">create a payment</Link>.
            </p>
          </div>
        ) : null}
        {pagination && pagination.totalPages > 0 ? (
          <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
            <p className="text-slate-600">
              Page {page} of {pagination.totalPages}
            </p>
            <div className="flex items-center gap-2">
              <label className="flex items-center gap-1 text-slate-600">
                Per page
                <select
                  className="rounded-md border border-slate-300 px-2 py-1"
                  value={String(pagination.quantityPerPage)}
                  onChange={(event) => navigate({ ...filters, quantityPerPage: event.target.value, page: undefined })}
                >
                  {[10, 25, 50, 100].map((size) => (
                    <option key={size} value={size}>{size}</option>
                  ))}
                </select>
              </label>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => navigate({ ...filters, page: String(page - 1) })}>
                Previous
              </Button>
              <Button variant="secondary" size="sm" disabled={page >= pagination.totalPages} onClick={() => navigate({ ...filters, page: String(page + 1) })}>
                Next
              </Button>
            </div>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}
