// GET /api/invoices/payment-gateway - list invoices (filters, order, pages, exact total)
import { listInvoicesOperation } from "@/server/invoices/api-operations";
import { listInvoices } from "@/server/invoices/list-invoices";
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const GET = withApiKey(listInvoicesOperation, async ({ db, actor, query }) =>
  envelope(200, "success", await listInvoices(db, actor, query)),
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
