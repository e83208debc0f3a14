"use client";
// Webhook deliveries, newest first, each with its attempts and a resend button; the settings page
// shows all of a merchant's, the invoice page one invoice's.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText } from "@/components/use-field-error";
import { useFormat } from "@/i18n/use-format";
import { api } from "@/components/trpc-provider";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { tableOf } from "@/components/ui/table";

const { Table, TableHead, TableBody, TableHeader, TableCell } = tableOf("dense");

const stateTone: Record<string, BadgeTone> = { succeeded: "success", failed: "danger", pending: "warning" };
const isKnownState = (state: string): state is "succeeded" | "failed" | "pending" => Object.hasOwn(stateTone, state);

function outcomeLabel(attempt: { statusCode: number | null; errorKind: string | null }) {
  if (attempt.statusCode !== null) return attempt.errorKind === "redirect" ? `${attempt.statusCode} redirect` : String(attempt.statusCode);
  return attempt.errorKind ?? "—";
}

export function DeliveryLog({ invoiceId, emptyText }: { invoiceId?: number; emptyText?: string }) {
  const t = useTranslations("deliveryLog");
  const format = useFormat();
  const errorText = useErrorText();
  const utils = api.useUtils();
  const deliveries = api.webhooks.deliveries.useQuery({ invoiceId, limit: 25 }, { refetchInterval: 10_000 });
  const [results, setResults] = useState<Record<number, string>>({});
  const resend = api.webhooks.resendDelivery.useMutation({
    onSuccess: (result, input) => {
      const detail = result.statusCode !== null ? ` (HTTP ${result.statusCode})` : result.errorKind ? ` (${result.errorKind})` : "";
      setResults((current) => ({ ...current, [input.deliveryId]: `${isKnownState(result.status) ? t(`states.${result.status}`) : result.status}${detail}` }));
      void utils.webhooks.deliveries.invalidate();
    },
    onError: (error, input) => setResults((current) => ({ ...current, [input.deliveryId]: errorText(error) ?? "" })),
  });

  if (deliveries.isLoading) return <p className="text-sm text-slate-500">{t("loading")}</p>;
  if (deliveries.error) return <p role="alert" className="text-sm text-red-600">{errorText(deliveries.error)}</p>;
  const rows = deliveries.data?.deliveries ?? [];
  if (rows.length === 0) return <p className="text-sm text-slate-500">{emptyText ?? t("empty")}</p>;

  return (
    <ul className="divide-y divide-slate-100" data-testid="webhook-delivery-log">
      {rows.map((delivery) => (
        <li key={delivery.id} className="py-3" data-testid="webhook-delivery">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <code className="font-mono text-xs text-slate-800">{delivery.eventType}</code>
              <Badge tone={stateTone[delivery.state] ?? "neutral"}>{isKnownState(delivery.state) ? t(`states.${delivery.state}`) : delivery.state}</Badge>
              {delivery.invoiceId !== null ? (
                <Link href={`/dashboard/invoices/${delivery.invoiceId}`} className="text-brand-700 hover:underline">
                  {t("invoice", { id: delivery.invoiceId })}
                </Link>
              ) : null}
              <span className="text-xs text-slate-500">{format.dateTime(delivery.createdAt)}</span>
              {delivery.nextAttemptAt ? (
                <span className="text-xs text-amber-700">{t("nextRetry", { at: format.dateTime(delivery.nextAttemptAt) })}</span>
              ) : null}
            </div>
            <div className="flex items-center gap-2">
              {results[delivery.id] ? (
                <span role="status" className="text-xs text-slate-600">
                  {results[delivery.id]}
                </span>
              ) : null}
              <Button
                size="sm"
                variant="secondary"
                disabled={resend.isPending && resend.variables?.deliveryId === delivery.id}
                onClick={() => resend.mutate({ deliveryId: delivery.id })}
              >
                {t("resend")}
              </Button>
            </div>
          </div>
          <p className="mt-1 font-mono text-xs text-slate-400">{delivery.eventId}</p>
          {delivery.attempts.length ? (
            <div className="mt-2 overflow-x-auto">
              <Table className="table-fixed">
                <TableHead>
                  <TableHeader className="w-36">{t("time")}</TableHeader>
                  <TableHeader className="w-28">{t("result")}</TableHeader>
                  <TableHeader className="w-20">{t("latency")}</TableHeader>
                  <TableHeader className="w-16">{t("trigger")}</TableHeader>
                  <TableHeader>{t("response")}</TableHeader>
                </TableHead>
                <TableBody>
                  {delivery.attempts.map((attempt) => (
                    <tr key={attempt.id}>
                      <TableCell className="whitespace-nowrap">{format.dateTime(attempt.attemptedAt)}</TableCell>
                      <TableCell>
                        <Badge tone={attempt.errorKind === null ? "success" : "danger"}>{outcomeLabel(attempt)}</Badge>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{`${format.number(attempt.latencyMs)} ms`}</TableCell>
                      <TableCell>{attempt.trigger}</TableCell>
                      <TableCell>
                        <code className="block truncate font-mono text-slate-600" title={attempt.responseExcerpt ?? ""}>
                          {attempt.responseExcerpt || "—"}
                        </code>
                      </TableCell>
                    </tr>
                  ))}
                </TableBody>
              </Table>
            </div>
          ) : (
            <p className="mt-1 text-xs text-slate-500">{t("notAttempted")}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
