"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import { useNarrowScreen } from "@/components/ui/use-narrow-screen";
import type { FilterKey, FilterProblem, Filters } from "./list-filters";
import { gateways, invoiceStatuses, invoiceTypes } from "@/components/invoices/status-labels";
import { useInvoiceLabels } from "@/components/invoices/use-invoice-labels";

/** A value from the address that no option offers: listed as it is, so the select never shows "Any" for it. */
function UnknownOption({ value, known }: { value: string | undefined; known: readonly string[] }) {
  const t = useTranslations("invoices.filters");
  if (!value || known.includes(value)) return null;
  return <option value={value}>{t("notValidOption", { value })}</option>;
}

// A date picker cannot show a date-time or a malformed value (it would look empty): those get a text box.
const dateInputType = (value: string | undefined) => (!value || /^\d{4}-\d{2}-\d{2}$/.test(value) ? "date" : "text");

/**
 * The filter form; applying it resets to page 1 and keeps the order and page size. It folds away
 * (open on wide screens, or while a filter is in force or refused) so a phone sees the list first.
 */
export function InvoiceFiltersForm({
  filters,
  problems,
  isStaff,
  onApply,
}: {
  filters: Filters;
  /** Parameters of the address the list refused; their fields show the value and why. */
  problems: FilterProblem[];
  isStaff: boolean;
  onApply: (next: Filters) => void;
}) {
  const t = useTranslations("invoices.filters");
  const labels = useInvoiceLabels();
  const [draft, setDraft] = useState<Filters>(filters);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const errorOf = (key: FilterKey) => {
    const problem = problems.find((candidate) => candidate.key === key);
    return problem ? t("problem", { value: problem.value, reason: t(`reasons.${problem.reason}`) }) : undefined;
  };
  const inForce = (["query", "status", "gateway", "type", "start_date", "end_date", "user_id"] as const).filter((key) => filters[key]);
  // Wide screens have room for the form: always open there (the summary line is hidden).
  const narrow = useNarrowScreen();
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = !narrow || (toggled ?? (inForce.length > 0 || problems.length > 0));
  const dateField = (key: "start_date" | "end_date", label: string) => (
    <TextField
      label={label}
      type={dateInputType(filters[key])}
      value={draft[key] ?? ""}
      onChange={set(key)}
      error={errorOf(key)}
      hint={dateInputType(filters[key]) === "text" ? t("dateTimeHint") : undefined}
    />
  );
  return (
    <details className="group" open={open} onToggle={(event) => {
      if (narrow) setToggled(event.currentTarget.open);
    }} data-testid="invoice-filters">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-slate-700 md:hidden">
        <span>{t("summary", { count: inForce.length })}</span>
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">▾</span>
      </summary>
      <form
        role="search"
        aria-label={t("label")}
        className="mt-3 grid gap-3 sm:grid-cols-2 md:mt-0 lg:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          onApply({ ...draft, page: undefined });
        }}
      >
        <TextField
          label={t("names.query")}
          placeholder={t("queryPlaceholder")}
          hint={t("queryHint")}
          value={draft.query ?? ""}
          onChange={set("query")}
          maxLength={200}
          error={errorOf("query")}
        />
        <SelectField label={t("names.status")} value={draft.status ?? ""} onChange={set("status")} error={errorOf("status")}>
          <option value="">{t("anyStatus")}</option>
          <UnknownOption value={filters.status} known={invoiceStatuses} />
          {invoiceStatuses.map((status) => (
            <option key={status} value={status}>{labels.status(status)}</option>
          ))}
        </SelectField>
        <SelectField label={t("names.gateway")} value={draft.gateway ?? ""} onChange={set("gateway")} error={errorOf("gateway")}>
          <option value="">{t("anyGateway")}</option>
          <UnknownOption value={filters.gateway} known={gateways} />
          {gateways.map((gateway) => (
            <option key={gateway} value={gateway}>{labels.gateway(gateway)}</option>
          ))}
        </SelectField>
        <SelectField label={t("names.type")} value={draft.type ?? ""} onChange={set("type")} error={errorOf("type")}>
          <option value="">{t("anyType")}</option>
          <UnknownOption value={filters.type} known={invoiceTypes} />
          {invoiceTypes.map((type) => (
            <option key={type} value={type}>{labels.type(type)}</option>
          ))}
        </SelectField>
        {dateField("start_date", t("startDateLabel"))}
        {dateField("end_date", t("endDateLabel"))}
        {isStaff ? (
          <TextField label={t("names.user_id")} inputMode="numeric" value={draft.user_id ?? ""} onChange={set("user_id")} error={errorOf("user_id")} />
        ) : null}
        <div className="flex items-end gap-2">
          <Button type="submit">{t("apply")}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            {t("clear")}
          </Button>
        </div>
      </form>
    </details>
  );
}
