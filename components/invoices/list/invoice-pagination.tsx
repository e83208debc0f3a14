"use client";
// Under the invoice list: which page this is, how many per page, and Previous and Next.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { PageControls } from "./pagination";

const pageSizes = ["10", "25", "50", "100"];

/** Previous or Next: disabled when there is no page that way. */
function PageButton({ label, target, onGo }: { label: string; target: number | undefined; onGo: (page: number) => void }) {
  return (
    <Button variant="secondary" size="sm" disabled={target === undefined} onClick={target === undefined ? undefined : () => onGo(target)}>
      {label}
    </Button>
  );
}

export function InvoicePagination({ page, totalPages, pageSize, controls, onPageSize, onGo }: {
  page: number;
  totalPages: number;
  pageSize: string;
  controls: PageControls;
  onPageSize: (size: string) => void;
  onGo: (page: number) => void;
}) {
  const t = useTranslations("invoices.pagination");
  return (
    <nav aria-label={t("label")} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600">{controls.isPastEnd ? t("pages", { count: totalPages }) : t("pageOf", { page, totalPages })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1 text-slate-600">
          {t("perPage")}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-1"
            value={pageSize}
            onChange={(event) => onPageSize(event.target.value)}
          >
            {/* A size from the address outside the usual choices is still shown as in force. */}
            {(pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => Number(a) - Number(b))).map((size) => (
              <option key={size} value={size}>{size}</option>
            ))}
          </select>
        </label>
        <PageButton label={t("previous")} target={controls.previousPage} onGo={onGo} />
        <PageButton label={t("next")} target={controls.nextPage} onGo={onGo} />
      </div>
    </nav>
  );
}
