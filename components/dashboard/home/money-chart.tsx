"use client";
// The home page's chart: money received per bucket, one stacked bar per rail and asset.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, formatWholeMoney } from "@/kernel/format";
import type { Locale } from "@/kernel/locales";

export type ChartBucket = { start: string; label: string; series: Record<string, number> };

const palette = ["#0f766e", "#2563eb", "#f59e0b", "#7c3aed", "#db2777", "#16a34a", "#64748b"];

export function MoneyChart({
  buckets,
  seriesNames,
  locale,
}: {
  buckets: ChartBucket[];
  /** Rail and asset labels, in stacking order. */
  seriesNames: string[];
  locale: Locale;
}) {
  // Centavos to reais for the axis and tooltip only: display, no arithmetic follows.
  const data = buckets.map((bucket) => ({ label: bucket.label, ...bucket.series }));
  return (
    <div className="h-64 w-full" data-testid="money-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 11 }} width={72} tickFormatter={(value: number) => formatWholeMoney(value / 100, "BRL", locale)} />
          <Tooltip formatter={(value) => formatMoney(Number(value) / 100, "BRL", locale)} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {seriesNames.map((name, index) => (
            <Bar key={name} dataKey={name} stackId="money" fill={palette[index % palette.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
