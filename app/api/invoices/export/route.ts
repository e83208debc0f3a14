// GET /api/invoices/export - the dashboard's CSV export of the current list filter, streamed
import { listInvoicesInput } from "@/server/crypto/schemas";
import { exportInvoicesCsv } from "@/server/invoices/export-invoices-csv";
import { withSession } from "@/server/rest/with-session";

export const dynamic = "force-dynamic";

export const GET = withSession({ query: listInvoicesInput }, ({ db, actor, query }) =>
  new Response(exportInvoicesCsv(db, actor, query), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="invoices-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  }),
);
