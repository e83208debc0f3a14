"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import type { FilterKey, FilterProblem, Filters } from "./list-filters";
import { gatewayLabels, gateways, invoiceStatuses, invoiceTypes, statusLabels, typeLabels } from "./status-labels";

/** A value from the address that no option offers: listed as it is, so the select never shows "Any" for it. */
function UnknownOption({ value, known }: { value: string | undefined; known: readonly string[] }) {
  if (!value || known.includes(value)) return null;
  return <option value={value}>“{value}” (not valid)</option>;
}

// A date picker cannot show a date-time or a malformed value (it would look empty): those get a text box.
const dateInputType = (value: string | undefined) => (!value || /^\d{4}-\d{2}-\d{2}$/.test(value) ? "date" : "text");

/** The filter form; applying it resets to page 1 and keeps the order and page size. */
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
  const [draft, setDraft] = useState<Filters>(filters);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const errorOf = (key: FilterKey) => {
    const problem = problems.find((candidate) => candidate.key === key);
    return problem ? `“${problem.value}” ${problem.reason}.` : undefined;
  };
  const dateField = (key: "start_date" | "end_date", label: string) => (
    <TextField
      label={label}
      type={dateInputType(filters[key])}
      value={draft[key] ?? ""}
      onChange={set(key)}
      error={errorOf(key)}
      hint={
        dateInputType(filters[key]) === "text"
          ? "A date and time from the address; type a date (2026-03-01) to change it."
          : undefined
      }
    />
  );
  return (
    <form
      role="search"
      aria-label="Filter invoices"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, page: undefined });
      }}
    >
      <TextField
        label="Search"
        placeholder="Id, reference, customer, address"
        hint="An address by its start or end."
        value={draft.query ?? ""}
        onChange={set("query")}
        maxLength={200}
        error={errorOf("query")}
      />
      <SelectField label="Status" value={draft.status ?? ""} onChange={set("status")} error={errorOf("status")}>
        <option value="">Any status</option>
        <UnknownOption value={filters.status} known={invoiceStatuses} />
        {invoiceStatuses.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Gateway" value={draft.gateway ?? ""} onChange={set("gateway")} error={errorOf("gateway")}>
        <option value="">Any gateway</option>
        <UnknownOption value={filters.gateway} known={gateways} />
        {gateways.map((gateway) => (
          <option key={gateway} value={gateway}>{gatewayLabels[gateway]}</option>
        ))}
      </SelectField>
      <SelectField label="Type" value={draft.type ?? ""} onChange={set("type")} error={errorOf("type")}>
        <option value="">Any type</option>
        <UnknownOption value={filters.type} known={invoiceTypes} />
        {invoiceTypes.map((type) => (
          <option key={type} value={type}>{typeLabels[type]}</option>
        ))}
      </SelectField>
      {dateField("start_date", "Created from (inclusive)")}
      {dateField("end_date", "Created before (exclusive)")}
      {isStaff ? (
        <TextField label="User id" inputMode="numeric" value={draft.user_id ?? ""} onChange={set("user_id")} error={errorOf("user_id")} />
      ) : null}
      <div className="flex items-end gap-2">
        <Button type="submit">Apply filters</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
