// Name, kind and description of fields, one row each: a schema's properties or an operation's
// parameters. The table scrolls in its own box on a narrow screen.
import { tableOf } from "@/components/ui/table";
import { Markdown } from "./markdown";

const { Table, TableBody, TableCell } = tableOf("fields");

export type FieldRow = { key: string; name: string; kind: string; required: boolean; description: string };

export function FieldTable({ rows, className }: { rows: FieldRow[]; className?: string }) {
  return (
    <div className={`overflow-x-auto ${className ?? ""}`}>
      <Table>
        <TableBody>
          {rows.map((row) => (
            <tr key={row.key}>
              <TableCell className="font-mono">
                {row.name}
                {row.required ? (
                  <span className="ml-1 rounded bg-rose-100 px-1 text-[10px] font-semibold uppercase text-rose-700">required</span>
                ) : null}
              </TableCell>
              <TableCell className="break-words text-slate-500">{row.kind}</TableCell>
              <TableCell className="text-slate-700">
                <Markdown text={row.description} />
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
