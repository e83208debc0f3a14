// What the settlement screen and its printable page read: the period from the query (this month in
// the reader's zone by default, São Paulo when they chose none), the report and its first rows.
import type { Executor } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { defaultTimeZone } from "@/kernel/locales";
import { getSettlementReport, settlementReportInput, settlementRows, type SettlementRow } from "./settlement-report";

export const SETTLEMENT_ROWS_SHOWN = 200;

/** The month of `now` in the zone, first and last day (YYYY-MM-DD). */
export function monthOf(now: Date, timeZone: string) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  const [year = 1970, month = 1] = today.split("-").map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, "0")}`;
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, "0")}` };
}

export async function readSettlementPage(
  db: Executor,
  actor: Actor,
  query: Record<string, string | string[] | undefined>,
  timeZone: string = defaultTimeZone,
) {
  const month = monthOf(new Date(), timeZone);
  const parsed = settlementReportInput.safeParse({
    from: typeof query.from === "string" ? query.from : month.from,
    to: typeof query.to === "string" ? query.to : month.to,
    timeZone,
  });
  const input = parsed.success ? parsed.data : { ...month, timeZone };
  const report = await getSettlementReport(db, actor, input);
  const rows: SettlementRow[] = [];
  for await (const batch of settlementRows(db, actor, input, SETTLEMENT_ROWS_SHOWN + 1)) {
    rows.push(...batch);
    break;
  }
  return {
    report,
    rows: rows.slice(0, SETTLEMENT_ROWS_SHOWN),
    rowsCapped: rows.length > SETTLEMENT_ROWS_SHOWN,
    invalid: parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
  };
}
