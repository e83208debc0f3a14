// The invoice list filters as URL search parameters (so a filtered view can be shared or reloaded).
// Free of the list schema on purpose: it runs in the browser, and check-filters.ts (which brings the
// schema and with it the table definitions) runs on the server.

export const filterKeys = [
  "page",
  "quantityPerPage",
  "orderBy",
  "status",
  "gateway",
  "type",
  "start_date",
  "end_date",
  "query",
  "user_id",
] as const;
export type FilterKey = (typeof filterKeys)[number];
export type Filters = Partial<Record<FilterKey, string>>;

export function filtersFromSearch(search: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const key of filterKeys) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** The same from a page's `searchParams`; a repeated parameter counts once, as `URLSearchParams.get` does. */
export function filtersFromParams(params: Record<string, string | string[] | undefined>): Filters {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) search.set(key, first);
  }
  return filtersFromSearch(search);
}

export function searchFromFilters(filters: Filters): string {
  const search = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The search without one parameter; back to the first page, as after any change of filter. */
export function searchWithout(filters: Filters, key: FilterKey): string {
  return searchFromFilters({ ...filters, [key]: undefined, page: undefined });
}

/** What a merchant calls each parameter (the filter form's words where the form has the field). */
export type FilterReason =
  | "pageTooLarge" | "pageWhole" | "perPageRange" | "orderByFormat" | "unknownStatus" | "unknownGateway" | "unknownType"
  | "dateOutOfRange" | "dateFormat" | "userIdPositive" | "queryTooLong" | "queryBlank" | "unsearchable" | "staffOnly" | "invalid";

export type FilterProblem = {
  /** The URL parameter at fault; undefined when the filters fail as a whole. */
  key: FilterKey | undefined;
  /** The parameter's value as found in the address. */
  value: string;
  /** Why it is refused: a key of the catalog's invoices.filterReasons. */
  reason: FilterReason;
};

export type CheckedFilters = {
  /** Valid parameters in their canonical spelling; refused ones exactly as found. */
  filters: Filters;
  /** One entry per refused parameter; the list is only queried when there is none. */
  problems: FilterProblem[];
};
