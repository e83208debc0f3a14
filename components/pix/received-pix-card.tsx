"use client";
// "I received this PIX" on the page of a PIX invoice charged without a PSP (one charged through a PSP
// is the PSP's to confirm, whatever the merchant's connection is today): the amount
// and end-to-end id from the bank statement, recorded as a payment of the invoice (idempotent on
// the end-to-end id); a part of the amount leaves the invoice partially paid.
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { fieldErrorOf } from "@/components/field-error";
import { parseAmountInput } from "@/components/invoices/parse-amount-input";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";

export function ReceivedPixCard({ invoiceId }: { invoiceId: number }) {
  const t = useTranslations("receivedPix");
  const utils = api.useUtils();
  const invoice = api.invoices.get.useQuery({ id: String(invoiceId) });
  const me = api.users.me.useQuery();
  const automatic = api.pix.confirmsAutomatically.useQuery({ invoiceId });
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<string | null>(null);
  const [endToEndId, setEndToEndId] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const record = api.pix.recordReceived.useMutation({
    onSuccess: async (result) => {
      setOpen(false);
      setEndToEndId("");
      setNotice(
        result.recorded
          ? t("recorded", { status: result.invoice.status.replace(/_/g, " ") })
          : t("alreadyRecorded"),
      );
      await Promise.all([utils.invoices.invalidate(), utils.webhooks.invalidate()]);
    },
  });

  const data = invoice.data;
  if (!data || !me.data || automatic.data !== false) return null;
  const canManage = data.user_id === me.data.id || me.data.role === "admin";
  if (!canManage || data.gateway !== "pix" || data.type !== "PAYMENT" || data.status === "CANCELED") return null;
  if (data.status === "PAID" && !notice) return null;

  const dueToday = data.payment_details.amount_due_today ?? data.amount_due;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmountInput(amount ?? dueToday);
    setAmountError(parsed.ok ? null : parsed.message);
    if (parsed.ok) record.mutate({ invoiceId, amount: parsed.value, endToEndId });
  };

  return (
    <Card
      title={t("title")}
      description={t("description")}
    >
      {open ? (
        <form onSubmit={submit} className="space-y-4" aria-label={t("formLabel")}>
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <TextField
              label={t("amount")}
              inputMode="decimal"
              value={amount ?? dueToday}
              onChange={(event) => setAmount(event.target.value)}
              error={amountError ?? fieldErrorOf(record.error, "amount")}
              required
            />
            <TextField
              label={t("endToEndId")}
              placeholder={t("endToEndIdExample")}
              value={endToEndId}
              onChange={(event) => setEndToEndId(event.target.value)}
              error={fieldErrorOf(record.error, "endToEndId")}
              hint={t("endToEndIdHint")}
              maxLength={40}
              required
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={record.isPending}>
              {t("record")}
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={record.isPending} onClick={() => setOpen(false)}>
              {t("notNow")}
            </Button>
          </div>
          {record.error && !fieldErrorOf(record.error, "amount") && !fieldErrorOf(record.error, "endToEndId") ? (
            <p role="alert" className="text-sm text-red-700">{record.error.message}</p>
          ) : null}
        </form>
      ) : (
        <div className="flex flex-col gap-2">
          <div>
            <Button size="sm" onClick={() => { setNotice(null); setOpen(true); }}>
              {t("open")}
            </Button>
          </div>
          {notice ? <p role="status" className="text-sm text-emerald-700">{notice}</p> : null}
        </div>
      )}
    </Card>
  );
}
