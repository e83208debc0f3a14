// GET /api/settlement/export - the dashboard's settlement report of a period as CSV, streamed
import { settlementCsv, settlementReportInput } from "@/server/reports/settlement-report";
import { withSession } from "@/server/rest/with-session";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = withSession({ query: settlementReportInput }, ({ db, actor, query }) =>
  new Response(settlementCsv(db, actor, query), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="settlement-${query.from}-${query.to}.csv"`,
      "cache-control": "no-store",
    },
  }),
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
