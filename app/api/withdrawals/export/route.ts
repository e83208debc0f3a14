// GET /api/withdrawals/export - the dashboard's CSV of withdrawals awaiting the merchant's send
import { withSession } from "@/server/rest/with-session";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { exportPendingWithdrawalsCsv, exportPendingWithdrawalsInput } from "@/server/reports/export-pending-withdrawals";

export const dynamic = "force-dynamic";

export const GET = withSession({ query: exportPendingWithdrawalsInput }, async ({ db, actor, query }) =>
  new Response(await exportPendingWithdrawalsCsv(db, actor, query), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="pending-withdrawals${query.pay_currency ? `-${query.pay_currency}` : ""}-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  }),
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
