import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CopyButton } from "@/components/ui/copy-button";

/** One fact of the invoice: its label, its value (a dash when empty) and, when given, a copy button. */
export function DetailRow({ label, children, copy }: { label: string; children: ReactNode; copy?: string | null }) {
  const t = useTranslations("common");
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="flex min-w-0 items-start gap-2 text-sm text-slate-900 sm:col-span-2">
        <span className="min-w-0 break-all">{children ?? "—"}</span>
        {copy ? <CopyButton text={copy} label={t("copy")} /> : null}
      </dd>
    </div>
  );
}
