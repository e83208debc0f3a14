// The invoice list filters as URL search parameters (so a filtered view can be shared or reloaded).
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

export function searchFromFilters(filters: Filters): string {
  const search = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
