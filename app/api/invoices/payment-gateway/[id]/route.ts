// GET /api/invoices/payment-gateway/{id} - read one invoice
import { getInvoiceOperation } from "@/server/invoices/api-operations";
import { getInvoice } from "@/server/invoices/get-invoice";
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const GET = withApiKey(getInvoiceOperation, async ({ db, actor, params }) =>
  envelope(200, "success", await getInvoice(db, actor, params.id)),
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
