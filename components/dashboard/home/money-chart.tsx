"use client";
// The home page's chart: money received per bucket, one stacked bar per rail and asset.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

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
  locale: string;
}) {
  // Centavos to reais for the axis and tooltip only: display, no arithmetic follows.
  const reais = new Intl.NumberFormat(locale, { style: "currency", currency: "BRL", maximumFractionDigits: 0 });
  const exact = new Intl.NumberFormat(locale, { style: "currency", currency: "BRL" });
  const data = buckets.map((bucket) => ({ label: bucket.label, ...bucket.series }));
  return (
    <div className="h-64 w-full" data-testid="money-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis tick={{ fontSize: 11 }} width={72} tickFormatter={(value: number) => reais.format(value / 100)} />
          <Tooltip formatter={(value) => exact.format(Number(value) / 100)} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {seriesNames.map((name, index) => (
            <Bar key={name} dataKey={name} stackId="money" fill={palette[index % palette.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
