// The invoice's timeline: every move and recorded fact, newest last, with its reason and version.
import type { inferRouterOutputs } from "@trpc/server";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { useFormat } from "@/i18n/use-format";
import type { AppRouter } from "@/server/trpc/root";
import { timelineTitle } from "../timeline-title";
import { useInvoiceLabels } from "../use-invoice-labels";

export type TimelineEntries = inferRouterOutputs<AppRouter>["invoices"]["timeline"];

export function TimelineCard({ entries, isLoading, pay }: { entries: TimelineEntries | undefined; isLoading: boolean; pay: (amount: string) => string }) {
  const t = useTranslations("invoice");
  const tTimeline = useTranslations("invoice.timeline");
  const format = useFormat();
  const labels = useInvoiceLabels();
  return (
    <Card title={t("timeline.title")}>
      {isLoading ? <p className="text-sm text-slate-500">{t("loading")}</p> : null}
      <ol className="relative space-y-3 border-l border-slate-200 pl-4 text-sm">
        {entries?.map((entry) => (
          <li key={entry.id} data-testid={entry.reason === "payment_after_final" ? "payment-after-final" : undefined}>
            <span className="font-medium">{timelineTitle({ entry, statusName: labels.status, payAmount: pay, t: tTimeline })}</span>
            <span className="text-slate-500">{` · ${entry.reason.replace(/_/g, " ")} · `}{t("timeline.version", { version: entry.version })}</span>
            <span className="block text-xs text-slate-500"><time dateTime={entry.at}>{format.dateTime(entry.at)}</time></span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
