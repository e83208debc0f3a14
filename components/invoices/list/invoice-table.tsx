"use client";
// The invoice list page's body: the filters, then the invoices of the address's filters and page
// (invoice-rows), with the export link, the empty and past-the-end messages, and the pagination.
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useErrorText, useTranslateFieldMessage } from "@/components/use-field-error";
import { FilterProblems } from "./filter-problems";
import { InvoiceFiltersForm } from "./invoice-filters-form";
import { InvoicePagination } from "./invoice-pagination";
import { InvoiceRows } from "./invoice-rows";
import { searchFromFilters, type CheckedFilters, type Filters } from "./list-filters";
import { pageControls, pageParam } from "./pagination";

/**
 * The list for the filters of the address. `filters` is the address as it is: links and navigation
 * keep it (refused values included, until dropped). `checked` is what the page found valid, in the
 * canonical spelling the controls and the query use.
 */
export function InvoiceTable({ isStaff, filters, checked }: { isStaff: boolean; filters: Filters; checked: CheckedFilters }) {
  const t = useTranslations("invoices");
  const errorText = useErrorText();
  const translateField = useTranslateFieldMessage();
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
        title={pagination ? t("count", { count: pagination.total }) : t("title")}
        actions={
          pagination?.total ? (
            <a href={exportHref} download className={buttonClasses("secondary", "sm")}>
              {t("exportCsv")}
            </a>
          ) : (
            <Button variant="secondary" size="sm" disabled>
              {t("exportCsv")}
            </Button>
          )
        }
      >
        {isValid ? null : <FilterProblems problems={checked.problems} filters={filters} pathname={pathname} />}
        {isValid && list.error ? (
          <p role="alert" className="text-sm text-red-600">
            {list.error.data?.fieldErrors?.map((error) => `${error.path}: ${translateField(error.message)}`).join("; ") || errorText(list.error)}
          </p>
        ) : null}
        {/* With a refused filter nothing is listed; an empty table under the message would only add noise. */}
        <div className="-mx-5" hidden={!isValid}>
          <InvoiceRows
            invoices={data?.data}
            isLoading={isValid && list.isLoading}
            isFetching={list.isFetching}
            orderBy={orderBy}
            onSort={sortBy}
          />
        </div>
        {controls.isPastEnd ? (
          <div role="status" className="py-10 text-center text-sm text-slate-600">
            <p className="font-medium">{t("pastEnd", { page, lastPage: controls.lastPage })}</p>
            <p className="mt-1">
              <Link href={lastPageHref} className="text-brand-700 underline">
                {t("goToLast", { lastPage: controls.lastPage })}
              </Link>
            </p>
          </div>
        ) : data && data.data.length === 0 ? (
          <div className="py-10 text-center text-sm text-slate-600">
            <p className="font-medium">{t("noneMatch")}</p>
            <p className="mt-1">
              {t.rich("changeFiltersOr", {
                link: (chunks) => <Link href="/dashboard/payments/new" className="text-brand-700 underline">{chunks}</Link>,
              })}
            </p>
          </div>
        ) : null}
        {pagination && pagination.totalPages > 0 ? (
          <InvoicePagination
            page={page}
            totalPages={pagination.totalPages}
            pageSize={pageSize}
            controls={controls}
            onPageSize={(size) => navigate({ ...filters, quantityPerPage: size, page: undefined })}
            onGo={goToPage}
          />
        ) : null}
      </Card>
    </div>
  );
}
