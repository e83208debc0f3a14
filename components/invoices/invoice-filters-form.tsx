"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";
import type { Filters } from "./list-filters";

const statuses = ["WAITING_PAYMENT", "CONFIRMING", "PARTIALLY_PAID", "PAID", "EXPIRED", "CANCELED"];

/** The filter form; applying it resets to page 1 and keeps the order and page size. */
export function InvoiceFiltersForm({
  filters,
  isStaff,
  onApply,
}: {
  filters: Filters;
  isStaff: boolean;
  onApply: (next: Filters) => void;
}) {
  const [draft, setDraft] = useState<Filters>(filters);
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
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
        value={draft.query ?? ""}
        onChange={set("query")}
        maxLength={200}
      />
      <SelectField label="Status" value={draft.status ?? ""} onChange={set("status")}>
        <option value="">Any status</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </SelectField>
      <SelectField label="Gateway" value={draft.gateway ?? ""} onChange={set("gateway")}>
        <option value="">Any gateway</option>
        <option value="crypto">crypto</option>
        <option value="pix">pix</option>
      </SelectField>
      <SelectField label="Type" value={draft.type ?? ""} onChange={set("type")}>
        <option value="">Any type</option>
        <option value="PAYMENT">PAYMENT</option>
        <option value="WITHDRAWAL">WITHDRAWAL</option>
      </SelectField>
      <TextField label="Created from (inclusive)" type="date" value={draft.start_date ?? ""} onChange={set("start_date")} />
      <TextField label="Created before (exclusive)" type="date" value={draft.end_date ?? ""} onChange={set("end_date")} />
      {isStaff ? (
        <TextField label="User id" inputMode="numeric" value={draft.user_id ?? ""} onChange={set("user_id")} />
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
