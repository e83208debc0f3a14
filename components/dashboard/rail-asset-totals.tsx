// Money per rail and asset, as the home page and the settlement report both show it: the label, the
// number of payments, the amount in the asset and its value in reais.
import { tableOf } from "@/components/ui/table";
import { formatMinor } from "@/kernel/format";
import type { Locale } from "@/kernel/locales";
import { formatPayAmountOf } from "./home/money-labels";

const { Table, TableHead, TableBody, TableHeader, TableCell } = tableOf("regular");

export type RailAssetTotal = { key: string; label: string; payments: number; amountBase: bigint; payCurrency: string; valueBrlMinor: bigint };

export function RailAssetTotals({
  rows,
  headers,
  locale,
}: {
  rows: RailAssetTotal[];
  headers: { railAsset: string; payments: string; inCrypto: string; inBrl: string };
  locale: Locale;
}) {
  return (
    <Table>
      <TableHead>
        <TableHeader>{headers.railAsset}</TableHeader>
        <TableHeader className="text-right">{headers.payments}</TableHeader>
        <TableHeader className="text-right">{headers.inCrypto}</TableHeader>
        <TableHeader className="text-right">{headers.inBrl}</TableHeader>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <tr key={row.key}>
            <TableCell>{row.label}</TableCell>
            <TableCell className="text-right tabular-nums">{row.payments}</TableCell>
            <TableCell className="text-right tabular-nums">{formatPayAmountOf(row.amountBase.toString(), row.payCurrency, locale)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMinor(row.valueBrlMinor, "BRL", locale)}</TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}
