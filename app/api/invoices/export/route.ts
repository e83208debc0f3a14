// GET /api/invoices/export - the dashboard's CSV export of the current list filter, streamed
import { listInvoicesInput } from "@/server/invoices/schemas";
import { exportInvoicesCsv } from "@/server/reports/export-invoices-csv";
import { withSession } from "@/server/rest/with-session";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = withSession({ query: listInvoicesInput }, async ({ db, actor, query }) =>
  new Response(await exportInvoicesCsv(db, actor, query), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="invoices-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  }),
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
