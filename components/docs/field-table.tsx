// Name, kind and description of fields, one row each: a schema's properties or an operation's parameters.
import { tableOf } from "@/components/ui/table";

const { Table, TableBody, TableCell } = tableOf("fields");

export type FieldRow = { key: string; name: string; kind: string; description: string };

export function FieldTable({ rows, className }: { rows: FieldRow[]; className?: string }) {
  return (
    <Table className={className}>
      <TableBody>
        {rows.map((row) => (
          <tr key={row.key}>
            <TableCell className="font-mono">{row.name}</TableCell>
            <TableCell className="text-slate-500">{row.kind}</TableCell>
            <TableCell className="text-slate-700">{row.description}</TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
