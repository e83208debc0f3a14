"use client";
// The invoices of one page as a table, sortable by the columns the list can order by; placeholder
// rows while the first page loads.
import Link from "next/link";
import type { inferRouterOutputs } from "@trpc/server";
import { tableOf } from "@/components/ui/table";
import type { OrderField } from "@/server/invoices/schemas";
import type { AppRouter } from "@/server/trpc/root";
import { formatPayAmount, formatFiat } from "./money";
import { StatusBadge } from "./status-badge";
import { gatewayLabel, withdrawalKindLabels } from "./status-labels";
import { Time } from "./time";

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
      <button type="button" className="inline-flex items-center gap-1 font-semibold hover:text-brand-700" onClick={() => onSort(`${field}.${next}`)}>
        {label}
        <span aria-hidden="true">{active ? (direction === "ASC" ? "▲" : "▼") : "↕"}</span>
      </button>
    </TableHeader>
  );
}

export function InvoiceRows({ invoices, isLoading, isFetching, orderBy, onSort }: {
  invoices: ListedInvoice[] | undefined;
  isLoading: boolean;
  isFetching: boolean;
  orderBy: string;
  onSort: (orderBy: string) => void;
}) {
  return (
    <Table aria-busy={isFetching}>
      <caption className="sr-only">Invoices, {orderBy.replace(".", " ")}</caption>
      <TableHead>
        <TableHeader className="pl-5">Invoice</TableHeader>
        <SortHeader field="createdAt" label="Created" orderBy={orderBy} onSort={onSort} />
        <SortHeader field="amount" label="Amount" orderBy={orderBy} onSort={onSort} />
        <TableHeader>To pay</TableHeader>
        <SortHeader field="status" label="Status" orderBy={orderBy} onSort={onSort} />
        <SortHeader field="updatedAt" label="Updated" orderBy={orderBy} onSort={onSort} />
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
                    #{invoice.id}
                  </Link>
                  {invoice.withdrawal ? (
                    <span className="ml-2 rounded bg-violet-50 px-1.5 py-0.5 text-xs font-medium text-violet-800" data-testid="withdrawal-label">
                      {withdrawalKindLabels[invoice.withdrawal.kind]}
                      {invoice.withdrawal.refund_of ? ` of #${invoice.withdrawal.refund_of}` : ""}
                    </span>
                  ) : null}
                  <span className="block max-w-[16rem] truncate text-xs text-slate-500">
                    {invoice.external_reference ?? "—"} · {invoice.customer_name ?? invoice.customer_email ?? "no customer"}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap"><Time value={invoice.createdAt} /></TableCell>
                <TableCell className="whitespace-nowrap font-medium tabular-nums">{formatFiat(invoice.amount, invoice.currency)}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {invoice.withdrawal ? "−" : ""}
                  {formatPayAmount(invoice.amount_due, invoice.payment_details.pay_currency)}
                  <span className="block text-xs text-slate-500">{gatewayLabel(invoice.gateway)}{invoice.withdrawal ? " · to send" : ""}</span>
                </TableCell>
                <TableCell><StatusBadge status={invoice.status} /></TableCell>
                <TableCell className="whitespace-nowrap"><Time value={invoice.updatedAt} /></TableCell>
              </tr>
            ))}
      </TableBody>
    </Table>
  );
}
