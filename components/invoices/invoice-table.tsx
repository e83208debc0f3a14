"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { api } from "@/components/trpc-provider";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { tableOf } from "@/components/ui/table";
import { InvoiceFiltersForm } from "./invoice-filters-form";
import { searchFromFilters, searchWithout, type CheckedFilters, type FilterProblem, type Filters } from "./list-filters";
import { formatPayAmount, formatFiat } from "./money";
import { pageControls, pageParam } from "./pagination";
import { StatusBadge } from "./status-badge";
import { gatewayLabel } from "./status-labels";
import { Time } from "./time";

const { Table, TableHead, TableBody, TableHeader, TableCell } = tableOf("wide");

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
    <TableHeader aria-sort={active ? (direction === "ASC" ? "ascending" : "descending") : "none"}>
      <button type="button" className="inline-flex items-center gap-1 font-semibold hover:text-brand-700" onClick={() => onSort(`${field}.${next}`)}>
        {label}
        <span aria-hidden="true">{active ? (direction === "ASC" ? "▲" : "▼") : "↕"}</span>
      </button>
    </TableHeader>
  );
}

const pageSizes = ["10", "25", "50", "100"];

/** Previous or Next: disabled when there is no page that way. */
function PageButton({ label, target, onGo }: { label: string; target: number | undefined; onGo: (page: number) => void }) {
  return (
    <Button variant="secondary" size="sm" disabled={target === undefined} onClick={target === undefined ? undefined : () => onGo(target)}>
      {label}
    </Button>
  );
}

/** The refused parameters of the address, each with a link that drops just it. */
function FilterProblems({ problems, filters, pathname }: { problems: FilterProblem[]; filters: Filters; pathname: string }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p className="font-medium">
        {problems.length === 1 ? "A filter in the address is not valid" : "Some filters in the address are not valid"}, so no
        invoices are listed:
      </p>
      <ul className="mt-2 space-y-1">
        {problems.map((problem) => (
          <li key={problem.key ?? "filters"}>
            <strong>{problem.name}</strong>
            {problem.key ? (
              <>
                {" "}(<code className="break-all">{problem.key}={problem.value}</code>)
              </>
            ) : null}{" "}
            {problem.reason}.{" "}
            {problem.key ? (
              <Link href={`${pathname}${searchWithout(filters, problem.key)}`} className="whitespace-nowrap font-medium underline">
                Remove {problem.key}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <Link href={pathname} className="font-medium underline">
          Clear all filters
        </Link>
      </p>
    </div>
  );
}

/**
 * The list for the filters of the address. `filters` is the address as it is: links and navigation
 * keep it (refused values included, until dropped). `checked` is what the page found valid, in the
 * canonical spelling the controls and the query use.
 */
export function InvoiceTable({ isStaff, filters, checked }: { isStaff: boolean; filters: Filters; checked: CheckedFilters }) {
  const router = useRouter();
  const pathname = usePathname();
  const isValid = checked.problems.length === 0;
  const orderBy = (isValid ? checked.filters.orderBy : undefined) ?? "createdAt.DESC";
  const list = api.invoices.list.useQuery(checked.filters, { enabled: isValid, placeholderData: (previous) => previous });
  // A disabled query can still hold the previous address's rows; they do not answer this one.
  const data = isValid ? list.data : undefined;

  const navigate = (next: Filters) => router.replace(`${pathname}${searchFromFilters(next)}`, { scroll: false });
  // A new order starts again from the first page.
  const sortBy = (value: string) => navigate({ ...filters, orderBy: value, page: undefined });
  const pagination = data?.pagination;
  const page = pagination?.page ?? 1;
  const controls = pageControls({ page, totalPages: pagination?.totalPages ?? 0 });
  const goToPage = (target: number) => navigate({ ...filters, page: pageParam(target) });
  const lastPageHref = `${pathname}${searchFromFilters({ ...filters, page: pageParam(controls.lastPage) })}`;
  const pageSize = String(pagination?.quantityPerPage ?? 10);

  // A plain download link: the server streams the whole filter as CSV straight into the file.
  const exportHref = `/api/invoices/export${searchFromFilters({ ...filters, page: undefined, quantityPerPage: undefined })}`;

  return (
    <div className="space-y-4">
      <Card>
        <InvoiceFiltersForm
          key={searchFromFilters(filters)}
          filters={checked.filters}
          problems={checked.problems}
          isStaff={isStaff}
          onApply={(next) => navigate({ ...next, orderBy: filters.orderBy, quantityPerPage: filters.quantityPerPage })}
        />
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
        {isValid ? null : <FilterProblems problems={checked.problems} filters={filters} pathname={pathname} />}
        {isValid && list.error ? (
          <p role="alert" className="text-sm text-red-600">
            {list.error.data?.fieldErrors?.map((error) => `${error.path}: ${error.message}`).join("; ") || list.error.message}
          </p>
        ) : null}
        {/* With a refused filter nothing is listed; an empty table under the message would only add noise. */}
        <div className="-mx-5 overflow-x-auto" hidden={!isValid}>
          <Table aria-busy={list.isFetching}>
            <caption className="sr-only">Invoices, {orderBy.replace(".", " ")}</caption>
            <TableHead>
              <TableHeader className="pl-5">Invoice</TableHeader>
              <SortHeader field="createdAt" label="Created" orderBy={orderBy} onSort={sortBy} />
              <SortHeader field="amount" label="Amount" orderBy={orderBy} onSort={sortBy} />
              <TableHeader>To pay</TableHeader>
              <SortHeader field="status" label="Status" orderBy={orderBy} onSort={sortBy} />
              <SortHeader field="updatedAt" label="Updated" orderBy={orderBy} onSort={sortBy} />
            </TableHead>
            <TableBody>
              {isValid && list.isLoading
                ? Array.from({ length: 5 }, (_unused, index) => (
                    <tr key={index} aria-hidden="true">
                      <td colSpan={6} className="px-5 py-3">
                        <div className="h-4 animate-pulse rounded bg-slate-100" />
                      </td>
                    </tr>
                  ))
                : data?.data.map((invoice) => (
                    <tr key={invoice.id} className="hover:bg-slate-50">
                      <TableCell className="pl-5">
                        <Link href={`/dashboard/invoices/${invoice.id}`} className="font-medium text-brand-700 hover:underline">
                          #{invoice.id}
                        </Link>
                        <span className="block max-w-[16rem] truncate text-xs text-slate-500">
                          {invoice.external_reference ?? "—"} · {invoice.customer_name ?? invoice.customer_email ?? "no customer"}
                        </span>
                      </TableCell>
                      <TableCell className="whitespace-nowrap"><Time value={invoice.createdAt} /></TableCell>
                      <TableCell className="whitespace-nowrap font-medium tabular-nums">{formatFiat(invoice.amount, invoice.currency)}</TableCell>
                      <TableCell className="whitespace-nowrap tabular-nums">
                        {formatPayAmount(invoice.amount_due, invoice.payment_details.pay_currency)}
                        <span className="block text-xs text-slate-500">{gatewayLabel(invoice.gateway)}</span>
                      </TableCell>
                      <TableCell><StatusBadge status={invoice.status} /></TableCell>
                      <TableCell className="whitespace-nowrap"><Time value={invoice.updatedAt} /></TableCell>
                    </tr>
                  ))}
            </TableBody>
          </Table>
        </div>
        {controls.isPastEnd ? (
          <div role="status" className="py-10 text-center text-sm text-slate-600">
            <p className="font-medium">
              Page {page} is past the last page ({controls.lastPage}).
            </p>
            <p className="mt-1">
              <Link href={lastPageHref} className="text-brand-700 underline">
                Go to the last page ({controls.lastPage})
              </Link>
            </p>
          </div>
        ) : data && data.data.length === 0 ? (
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
              {controls.isPastEnd ? `${pagination.totalPages} page${pagination.totalPages === 1 ? "" : "s"}` : `Page ${page} of ${pagination.totalPages}`}
            </p>
            <div className="flex items-center gap-2">
              <label className="flex items-center gap-1 text-slate-600">
                Per page
                <select
                  className="rounded-md border border-slate-300 px-2 py-1"
                  value={pageSize}
                  onChange={(event) => navigate({ ...filters, quantityPerPage: event.target.value, page: undefined })}
                >
                  {/* A size from the address outside the usual choices is still shown as in force. */}
                  {(pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => Number(a) - Number(b))).map((size) => (
                    <option key={size} value={size}>{size}</option>
                  ))}
                </select>
              </label>
              <PageButton label="Previous" target={controls.previousPage} onGo={goToPage} />
              <PageButton label="Next" target={controls.nextPage} onGo={goToPage} />
            </div>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}
