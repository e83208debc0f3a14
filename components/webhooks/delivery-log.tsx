"use client";
// Webhook deliveries, newest first, each with its attempts and a resend button; the settings page
// shows all of a merchant's, the invoice page one invoice's.
import Link from "next/link";
import { useState } from "react";
import { formatDateTime } from "@/components/format";
import { api } from "@/components/trpc-provider";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { tableOf } from "@/components/ui/table";

const { Table, TableHead, TableBody, TableHeader, TableCell } = tableOf("dense");

const stateTone: Record<string, BadgeTone> = { succeeded: "success", failed: "danger", pending: "warning" };

function outcomeLabel(attempt: { statusCode: number | null; errorKind: string | null }) {
  if (attempt.statusCode !== null) return attempt.errorKind === "redirect" ? `${attempt.statusCode} redirect` : String(attempt.statusCode);
  return attempt.errorKind ?? "—";
}

export function DeliveryLog({ invoiceId, emptyText = "No deliveries yet." }: { invoiceId?: number; emptyText?: string }) {
  const utils = api.useUtils();
  const deliveries = api.webhooks.deliveries.useQuery({ invoiceId, limit: 25 }, { refetchInterval: 10_000 });
  const [results, setResults] = useState<Record<number, string>>({});
  const resend = api.webhooks.resendDelivery.useMutation({
    onSuccess: (result, input) => {
      const detail = result.statusCode !== null ? ` (HTTP ${result.statusCode})` : result.errorKind ? ` (${result.errorKind})` : "";
      setResults((current) => ({ ...current, [input.deliveryId]: `${result.status}${detail}` }));
      void utils.webhooks.deliveries.invalidate();
    },
    onError: (error, input) => setResults((current) => ({ ...current, [input.deliveryId]: error.message })),
  });

  if (deliveries.isLoading) return <p className="text-sm text-slate-500">Loading…</p>;
  if (deliveries.error) return <p role="alert" className="text-sm text-red-600">{deliveries.error.message}</p>;
  const rows = deliveries.data?.deliveries ?? [];
  if (rows.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>;

  return (
    <ul className="divide-y divide-slate-100" data-testid="webhook-delivery-log">
      {rows.map((delivery) => (
        <li key={delivery.id} className="py-3" data-testid="webhook-delivery">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <code className="font-mono text-xs text-slate-800">{delivery.eventType}</code>
              <Badge tone={stateTone[delivery.state] ?? "neutral"}>{delivery.state}</Badge>
              {delivery.invoiceId !== null ? (
                <Link href={`/dashboard/invoices/${delivery.invoiceId}`} className="text-brand-700 hover:underline">
                  invoice #{delivery.invoiceId}
                </Link>
              ) : null}
              <span className="text-xs text-slate-500">{formatDateTime(delivery.createdAt)}</span>
              {delivery.nextAttemptAt ? (
                <span className="text-xs text-amber-700">next retry {formatDateTime(delivery.nextAttemptAt)}</span>
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
                Resend
              </Button>
            </div>
          </div>
          <p className="mt-1 font-mono text-xs text-slate-400">{delivery.eventId}</p>
          {delivery.attempts.length ? (
            <div className="mt-2 overflow-x-auto">
              <Table className="table-fixed">
                <TableHead>
                  <TableHeader className="w-36">Time</TableHeader>
                  <TableHeader className="w-28">Result</TableHeader>
                  <TableHeader className="w-20">Latency</TableHeader>
                  <TableHeader className="w-16">Trigger</TableHeader>
                  <TableHeader>Response</TableHeader>
                </TableHead>
                <TableBody>
                  {delivery.attempts.map((attempt) => (
                    <tr key={attempt.id}>
                      <TableCell className="whitespace-nowrap">{formatDateTime(attempt.attemptedAt)}</TableCell>
                      <TableCell>
                        <Badge tone={attempt.errorKind === null ? "success" : "danger"}>{outcomeLabel(attempt)}</Badge>
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{attempt.latencyMs} ms</TableCell>
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
            <p className="mt-1 text-xs text-slate-500">Not attempted yet.</p>
          )}
        </li>
      ))}
    </ul>
  );
}
