"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { NotificationSettingsValues } from "@/server/notifications/settings";

const switches = ["invoicePaid", "invoicePaidLate", "invoiceOverpaid", "invoicePartiallyPaidExpired", "webhookFailing", "customerReceipt"] as const;

export function NotificationSettingsForm({ initial }: { initial: NotificationSettingsValues }) {
  const router = useRouter();
  const [form, setForm] = useState(initial);
  const t = useTranslations("emailNotices");
  const save = api.notifications.saveSettings.useMutation({ onSuccess: () => router.refresh() });
  return (
    <Card title={t("settings")}>
      <form
        className="grid max-w-md gap-3 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(form);
        }}
      >
        {switches.map((name) => (
          <label key={name} className="flex items-center gap-2">
            <input type="checkbox" checked={form[name]} onChange={(event) => setForm({ ...form, [name]: event.target.checked })} />
            {t(`options.${name}`)}
          </label>
        ))}
        {save.error ? <p role="alert" className="text-red-600">{save.error.message}</p> : null}
        {save.isSuccess ? <p role="status" className="text-emerald-700">{t("saved")}</p> : null}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
