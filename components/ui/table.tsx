// The table every list of the dashboard and the docs uses: one look per kind of list, chosen once for
// the whole table, so its header and cells cannot drift from each other.
import type { HTMLAttributes, ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";

const looks = {
  /**
   * Rows of records with actions (keys, users). On a narrow screen each row stacks into a card: the
   * header row hides and each cell shows its `data-label` above its value, so nothing scrolls sideways.
   */
  regular: {
    table: "w-full text-left text-sm max-md:block",
    head: "text-xs uppercase text-slate-500 max-md:hidden",
    body: "divide-y divide-slate-100 max-md:block",
    row: "max-md:block max-md:py-3",
    header: "py-2 pr-4 last:pr-0",
    cell: "py-2 pr-4 last:pr-0 max-md:block max-md:py-0.5 max-md:pr-0 max-md:text-left max-md:before:block max-md:before:text-xs max-md:before:uppercase max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]",
  },
  /** Many short rows in little room (delivery attempts). */
  dense: {
    table: "w-full text-left text-xs",
    head: "text-slate-500",
    body: "divide-y divide-slate-50",
    row: "",
    header: "py-1 pr-3 last:pr-0 font-medium",
    cell: "py-1 pr-3 last:pr-0",
  },
  /** Name, kind and description of fields (the API reference). */
  fields: {
    table: "w-full text-left text-sm",
    head: "text-xs uppercase text-slate-500",
    body: "divide-y divide-slate-100",
    row: "",
    header: "py-1 pr-3 last:pr-0",
    cell: "py-1 pr-3 last:pr-0 text-xs",
  },
  /** A full-width list that scrolls sideways on a narrow screen (invoices). */
  wide: {
    table: "min-w-full text-left text-sm",
    head: "border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500",
    body: "divide-y divide-slate-100",
    row: "",
    header: "px-3 py-2",
    cell: "px-3 py-2",
  },
} as const;

export type TableLook = keyof typeof looks;

/**
 * The parts of a table in one look, made once at module level:
 * `const { Table, TableHead, TableBody, TableRow, TableHeader, TableCell } = tableOf("regular");`
 * (bound rather than read from a context, so server components can use them too).
 */
export function tableOf(look: TableLook) {
  const style = looks[look];

  function Table({ className = "", ...props }: TableHTMLAttributes<HTMLTableElement>) {
    return <table className={`${style.table} ${className}`} {...props} />;
  }

  /** The header row: pass its `TableHeader` cells. */
  function TableHead({ children }: { children: ReactNode }) {
    return (
      <thead className={style.head}>
        <tr>{children}</tr>
      </thead>
    );
  }

  function TableBody({ children }: { children: ReactNode }) {
    return <tbody className={style.body}>{children}</tbody>;
  }

  function TableRow({ className = "", ...props }: HTMLAttributes<HTMLTableRowElement>) {
    return <tr className={`${style.row} ${className}`} {...props} />;
  }

  function TableHeader({ className = "", ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
    return <th scope="col" className={`${style.header} ${className}`} {...props} />;
  }

  function TableCell({ className = "", ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
    return <td className={`${style.cell} ${className}`} {...props} />;
  }

  return { Table, TableHead, TableBody, TableRow, TableHeader, TableCell };
}
