// Checks the invoice list filters of the address with the list endpoint's own schema, so the table,
// tRPC and REST agree on what is valid, and says what is wrong as a reason the dashboard words in the reader's language (invoices.filterReasons).
import type { z } from "zod";
import { listInvoicesInput } from "@/server/invoices/schemas";
import { unstorableDateMessage, unstorableTextReason } from "@/kernel/storable";
import { filterKeys, type CheckedFilters, type FilterKey, type FilterProblem, type FilterReason, type Filters } from "./list-filters";

type Issue = z.core.$ZodIssue;


/**
 * The schema's messages are written for API clients (regexes, ISO 8601, enum values); the dashboard
 * names the rule the way the filter form presents it. The bounds repeat the schema's; the tests
 * check them against it.
 */
function reasonFor(key: FilterKey, issue: Issue): FilterReason {
  switch (key) {
    case "page":
      return issue.code === "too_big" ? "pageTooLarge" : "pageWhole";
    case "quantityPerPage":
      return "perPageRange";
    case "orderBy":
      return "orderByFormat";
    case "status":
      return "unknownStatus";
    case "gateway":
      return "unknownGateway";
    case "type":
      return "unknownType";
    case "start_date":
    case "end_date":
      return issue.message === unstorableDateMessage ? "dateOutOfRange" : "dateFormat";
    case "user_id":
      return "userIdPositive";
    case "query":
      return issue.code === "too_big" ? "queryTooLong" : "queryBlank";
  }
}

const isFilterKey = (value: unknown): value is FilterKey => filterKeys.some((key) => key === value);

function problemFor(filters: Filters, issue: Issue): FilterProblem {
  const key = issue.path[0];
  if (!isFilterKey(key)) return { key: undefined, value: "", reason: "invalid" };
  return { key, value: filters[key] ?? "", reason: reasonFor(key, issue) };
}

type ParsedFilters = z.output<typeof listInvoicesInput>;

/**
 * The parameters as the controls should show them: the schema accepts `paid`, `PIX` or
 * `amount.asc`, and a control compared with the raw text would show "Any" for a filter in force.
 */
function canonical(filters: Filters, parsed: ParsedFilters): Filters {
  const spelled: Filters = {
    page: String(parsed.page),
    quantityPerPage: String(parsed.quantityPerPage),
    orderBy: parsed.orderBy ? `${parsed.orderBy.field}.${parsed.orderBy.direction}` : undefined,
    status: parsed.status,
    gateway: parsed.gateway,
    type: parsed.type,
    user_id: parsed.user_id === undefined ? undefined : String(parsed.user_id),
    query: parsed.query,
  };
  // Only parameters in the address: the schema's defaults (page 1, 10 per page) stay implicit.
  const result: Filters = {};
  for (const key of filterKeys) {
    const value = filters[key];
    if (value !== undefined) result[key] = spelled[key] ?? value;
  }
  return result;
}

export function checkFilters(filters: Filters, options: { isStaff: boolean }): CheckedFilters {
  // A NUL or a broken character in the address: the database could not even search for it.
  const unreadable = filterKeys.filter((key) => filters[key] !== undefined && unstorableTextReason(filters[key] ?? "") !== null);
  if (unreadable.length === 0) return checkReadableFilters(filters, options);
  const readable: Filters = Object.fromEntries(Object.entries(filters).filter(([key]) => !unreadable.includes(key as FilterKey)));
  const checked = checkReadableFilters(readable, options);
  const problems = unreadable.map((key) => ({
    key,
    value: filters[key] ?? "",
    reason: "unsearchable" as const,
  }));
  return { filters: { ...filters, ...checked.filters }, problems: [...problems, ...checked.problems] };
}

function checkReadableFilters(filters: Filters, { isStaff }: { isStaff: boolean }): CheckedFilters {
  const parsed = listInvoicesInput.safeParse(filters);
  const problems: FilterProblem[] = [];
  const seen = new Set<FilterKey | undefined>();
  // One problem per parameter: a value can break several rules, the first one explains it.
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const problem = problemFor(filters, issue);
    if (seen.has(problem.key)) continue;
    seen.add(problem.key);
    problems.push(problem);
  }
  // The server refuses this too (forbidden); saying it here names the parameter and offers to drop it.
  if (filters.user_id !== undefined && !isStaff && !seen.has("user_id")) {
    problems.push({ key: "user_id", value: filters.user_id, reason: "staffOnly" });
  }

  if (parsed.success) return { filters: canonical(filters, parsed.data), problems };
  // Keep what is valid in canonical form by checking the rest again without the refused parameters.
  const refused = new Set(problems.map((problem) => problem.key));
  const rest: Filters = Object.fromEntries(Object.entries(filters).filter(([key]) => !refused.has(key as FilterKey)));
  const restParsed = listInvoicesInput.safeParse(rest);
  return { filters: restParsed.success ? { ...filters, ...canonical(rest, restParsed.data) } : filters, problems };
}
