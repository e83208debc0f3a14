"use client";
// Invoice actions of the lifecycle: cancel, mark paid by hand, and in sandbox "Simulate payment".
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

type Simulation = "full" | "partial" | "over" | "late";

const simulations: { kind: Simulation; label: string; hint: string }[] = [
  { kind: "full", label: "Full", hint: "Pays the rest of the amount due" },
  { kind: "partial", label: "Partial", hint: "Pays half of the rest" },
  { kind: "over", label: "Over", hint: "Pays the rest plus 10 %" },
  { kind: "late", label: "Late", hint: "Expires the invoice, then pays it in full" },
];

const cancelable = new Set(["WAITING_PAYMENT"]);
const markable = new Set(["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID", "EXPIRED"]);
const payable = new Set(["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID", "EXPIRED"]);

export function InvoiceLifecycleActions({ invoiceId }: { invoiceId: number }) {
  const utils = api.useUtils();
  // The same query key as the invoice detail, so both refresh together after an action.
  const invoice = api.invoices.get.useQuery({ id: String(invoiceId) });
  const me = api.users.me.useQuery();
  const [confirming, setConfirming] = useState<"cancel" | "markPaid" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = async (message: string) => {
    setConfirming(null);
    setNotice(message);
    await Promise.all([utils.invoices.invalidate(), utils.lifecycle.invalidate(), utils.webhooks.invalidate()]);
  };
  const cancel = api.lifecycle.cancel.useMutation({ onSuccess: () => refresh("The invoice was canceled.") });
  const markPaid = api.lifecycle.markPaid.useMutation({ onSuccess: () => refresh("The invoice is marked as paid.") });
  const simulate = api.lifecycle.simulatePayment.useMutation({
    onSuccess: (result) => refresh(`Simulated payment recorded: the invoice is now ${result.status.replace(/_/g, " ")}.`),
  });

  if (!invoice.data || !me.data) return null;
  const status = invoice.data.status;
  const own = invoice.data.user_id === me.data.id;
  // Operators read every invoice but change none; admins manage all; merchants their own.
  const canManage = own || me.data.role === "admin";
  const showCancel = canManage && cancelable.has(status);
  const showMarkPaid = canManage && markable.has(status);
  const showSimulate = own && me.data.sandbox && payable.has(status);
  // After the last possible action the card stays to confirm what happened.
  if (!showCancel && !showMarkPaid && !showSimulate && !notice) return null;

  const busy = cancel.isPending || markPaid.isPending || simulate.isPending;
  const error = cancel.error ?? markPaid.error ?? simulate.error;

  return (
    <Card title="Actions" description="Changes are recorded on the timeline and sent to your webhook.">
      <div className="flex flex-col gap-4">
        {showCancel || showMarkPaid ? (
          <div className="flex flex-wrap items-center gap-2">
            {confirming ? (
              <div role="group" aria-label="Confirm the action" className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-700">
                  {confirming === "cancel"
                    ? "Cancel this invoice? The payer can no longer pay it."
                    : "Mark this invoice as paid? Do this only for money you received outside Ponte."}
                </span>
                <Button
                  variant={confirming === "cancel" ? "danger" : "primary"}
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    confirming === "cancel" ? cancel.mutate({ invoiceId }) : markPaid.mutate({ invoiceId })
                  }
                >
                  {confirming === "cancel" ? "Yes, cancel it" : "Yes, mark as paid"}
                </Button>
                <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(null)}>
                  Keep as is
                </Button>
              </div>
            ) : (
              <>
                {showMarkPaid ? (
                  <Button variant="secondary" size="sm" onClick={() => setConfirming("markPaid")}>
                    Mark as paid
                  </Button>
                ) : null}
                {showCancel ? (
                  <Button variant="secondary" size="sm" onClick={() => setConfirming("cancel")}>
                    Cancel invoice
                  </Button>
                ) : null}
              </>
            )}
          </div>
        ) : null}

        {showSimulate ? (
          <div role="group" aria-labelledby={`simulate-${invoiceId}`} className="flex flex-col gap-2">
            <p id={`simulate-${invoiceId}`} className="text-sm font-medium text-slate-800">
              Simulate payment <span className="font-normal text-slate-500">(sandbox)</span>
            </p>
            <div className="flex flex-wrap gap-2">
              {simulations.map((simulation) => (
                <Button
                  key={simulation.kind}
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  title={simulation.hint}
                  aria-label={`Simulate payment: ${simulation.label.toLowerCase()} (${simulation.hint.toLowerCase()})`}
                  onClick={() => simulate.mutate({ invoiceId, kind: simulation.kind })}
                >
                  {simulation.label}
                </Button>
              ))}
            </div>
          </div>
        ) : null}

        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        ) : notice ? (
          <p role="status" className="text-sm text-emerald-700">
            {notice}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
