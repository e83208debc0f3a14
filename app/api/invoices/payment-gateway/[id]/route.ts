// GET /api/invoices/payment-gateway/{id} - read one invoice
import { invoiceIdParams } from "@/server/crypto/schemas";
import { getInvoice } from "@/server/invoices/get-invoice";
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";

export const GET = withApiKey({ params: invoiceIdParams }, async ({ db, actor, params }) =>
  envelope(200, "success", await getInvoice(db, actor, params.id)),
);
