// POST /api/invoices/{id}/pix-received - record a PIX the merchant received in their bank account
import { getInvoice, parseInvoiceId } from "@/server/invoices/get-invoice";
import { recordReceivedPixOperation } from "@/server/pix/api-operations";
import { recordReceivedPix } from "@/server/pix/record-received-pix";
import { withApiKey } from "@/server/rest/handler";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";

export const POST = withApiKey(recordReceivedPixOperation, async ({ db, actor, params, body }) => {
  const { invoice } = await recordReceivedPix(db, actor, { ...body, invoiceId: parseInvoiceId(params.id) });
  return envelope(200, "success", await getInvoice(db, actor, invoice.id));
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
