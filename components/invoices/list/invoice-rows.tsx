"use client";
// The invoices of one page: a table sortable by the columns the list can order by on wide screens,
// cards with the amount and status up front on narrow ones; placeholders while the first page loads.
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { inferRouterOutputs } from "@trpc/server";
import { tableOf } from "@/components/ui/table";
import { useNarrowScreen } from "@/components/ui/use-narrow-screen";
import { useFormat } from "@/i18n/use-format";
import type { OrderField } from "@/server/invoices/schemas";
import type { AppRouter } from "@/server/trpc/root";
import { StatusBadge } from "@/components/invoices/status-badge";
import { Time } from "@/components/invoices/time";
import { useInvoiceLabels } from "@/components/invoices/use-invoice-labels";

const { Table, TableHead, TableBody, TableHeader, TableCell } = tableOf("wide");

type ListedInvoice = inferRouterOutputs<AppRouter>["invoices"]["list"]["data"][number];

function SortHeader({ field, label, orderBy, onSort }: {
  field: OrderField;
  label: string;
  orderBy: string;
  onSort: (orderBy: string) => void;
}) {
  const [current, direction] = orderBy.split(".");
  const active = current === field;
  const next = active && direction === "DESC" ? "ASC" : "DESC";
  return (
    <TableHeader aria-sort={active ? (direction === "ASC" ? "ascending" : "descending") : "none"}>
      <button type="button" className="inline-flex items-center gap-1 font-semibold uppercase hover:text-brand-700" onClick={() => onSort(`${field}.${next}`)}>
        {label}
        <span aria-hidden="true">{active ? (direction === "ASC" ? "▲" : "▼") : "↕"}</span>
      </button>
    </TableHeader>
  );
}

/** The parts of a listed invoice both layouts show, worded once. */
function useInvoiceWords() {
  const t = useTranslations("invoices");
  const format = useFormat();
  const labels = useInvoiceLabels();
  return {
    kind: (invoice: ListedInvoice) =>
      invoice.withdrawal
        ? invoice.withdrawal.refund_of
          ? t("refundOf", { kind: labels.withdrawalKind(invoice.withdrawal.kind), id: invoice.withdrawal.refund_of })
          : labels.withdrawalKind(invoice.withdrawal.kind)
        : null,
    who: (invoice: ListedInvoice) =>
      `${invoice.external_reference ?? "—"} · ${invoice.customer_name ?? invoice.customer_email ?? t("noCustomer")}`,
    amount: (invoice: ListedInvoice) => format.money(invoice.amount, invoice.currency),
    toPay: (invoice: ListedInvoice) =>
      `${invoice.withdrawal ? "−" : ""}${format.payAmount(invoice.amount_due, invoice.payment_details.pay_currency)}`,
    rail: (invoice: ListedInvoice) => `${labels.gateway(invoice.gateway)}${invoice.withdrawal ? ` · ${t("toSend")}` : ""}`,
    number: (invoice: ListedInvoice) => t("number", { id: invoice.id }),
  };
}

export function InvoiceRows({ invoices, isLoading, isFetching, orderBy, onSort }: {
  invoices: ListedInvoice[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  orderBy: string;
  onSort: (orderBy: string) => void;
}) {
  const t = useTranslations("invoices");
  const words = useInvoiceWords();
  const narrow = useNarrowScreen();
  const [field = "createdAt", direction = "DESC"] = orderBy.split(".");
  const columnOf: Record<string, string> = {
    createdAt: t("columns.created"),
    updatedAt: t("columns.updated"),
    amount: t("columns.amount"),
    status: t("columns.status"),
  };
  if (narrow) return <InvoiceCards invoices={invoices} isLoading={isLoading} isFetching={isFetching} />;
  return (
    <div className="overflow-x-auto">
        <Table aria-busy={isFetching}>
          <caption className="sr-only">{t("caption", { order: `${columnOf[field] ?? field} ${direction}` })}</caption>
          <TableHead>
            <TableHeader className="pl-5">{t("columns.invoice")}</TableHeader>
            <SortHeader field="createdAt" label={t("columns.created")} orderBy={orderBy} onSort={onSort} />
            <SortHeader field="amount" label={t("columns.amount")} orderBy={orderBy} onSort={onSort} />
            <TableHeader>{t("columns.toPay")}</TableHeader>
            <SortHeader field="status" label={t("columns.status")} orderBy={orderBy} onSort={onSort} />
            <SortHeader field="updatedAt" label={t("columns.updated")} orderBy={orderBy} onSort={onSort} />
          </TableHead>
          <TableBody>
            {isLoading
              ? Array.from({ length: 5 }, (_unused, index) => (
                  <tr key={index} aria-hidden="true">
                    <td colSpan={6} className="px-5 py-3">
                      <div className="h-4 animate-pulse rounded bg-slate-100" />
                    </td>
                  </tr>
                ))
              : invoices?.map((invoice) => (
                  <tr key={invoice.id} className="hover:bg-slate-50">
                    <TableCell className="pl-5">
                      <Link href={`/dashboard/invoices/${invoice.id}`} className="font-medium text-brand-700 hover:underline">
                        {words.number(invoice)}
                      </Link>
                      {invoice.withdrawal ? (
                        <span className="ml-2 rounded bg-violet-50 px-1.5 py-0.5 text-xs font-medium text-violet-800" data-testid="withdrawal-label">
                          {words.kind(invoice)}
                        </span>
                      ) : null}
                      <span className="block max-w-[16rem] truncate text-xs text-slate-500">{words.who(invoice)}</span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap"><Time value={invoice.createdAt} /></TableCell>
                    <TableCell className="whitespace-nowrap font-medium tabular-nums">{words.amount(invoice)}</TableCell>
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {words.toPay(invoice)}
                      <span className="block text-xs text-slate-500">{words.rail(invoice)}</span>
                    </TableCell>
                    <TableCell><StatusBadge status={invoice.status} /></TableCell>
                    <TableCell className="whitespace-nowrap"><Time value={invoice.updatedAt} /></TableCell>
                  </tr>
                ))}
          </TableBody>
        </Table>
    </div>
  );
}

/** Narrow screens: one card per invoice, amount and status on its first line, nothing to scroll sideways. */
function InvoiceCards({ invoices, isLoading, isFetching }: { invoices: ListedInvoice[] | undefined; isLoading: boolean; isFetching: boolean }) {
  const t = useTranslations("invoices");
  const words = useInvoiceWords();
  const format = useFormat();
  return (
    <ul className="divide-y divide-slate-100" aria-busy={isFetching} aria-label={t("title")} data-testid="invoice-cards">
      {isLoading
        ? Array.from({ length: 3 }, (_unused, index) => (
            <li key={index} aria-hidden="true" className="px-5 py-3">
              <div className="h-10 animate-pulse rounded bg-slate-100" />
            </li>
          ))
        : invoices?.map((invoice) => (
            <li key={invoice.id} className="relative px-5 py-3" data-testid="invoice-card">
              <div className="flex items-start justify-between gap-3">
                <p className="text-base font-semibold tabular-nums">{words.amount(invoice)}</p>
                <StatusBadge status={invoice.status} />
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
                <Link
                  href={`/dashboard/invoices/${invoice.id}`}
                  className="font-medium text-brand-700 after:absolute after:inset-0 hover:underline"
                >
                  {words.number(invoice)}
                </Link>
                {invoice.withdrawal ? <span className="text-xs font-medium text-violet-800">{words.kind(invoice)}</span> : null}
                <span className="tabular-nums text-slate-600">{words.toPay(invoice)}</span>
                <span className="text-xs text-slate-500">{words.rail(invoice)}</span>
              </p>
              <p className="mt-0.5 truncate text-xs text-slate-500">{words.who(invoice)}</p>
              <p className="mt-0.5 text-xs text-slate-500">
                <time dateTime={invoice.createdAt}>{format.dateTime(invoice.createdAt)}</time>
              </p>
            </li>
          ))}
    </ul>
  );
}
