// POST /api/invoices/{id}/refunds - refund a payment; GET - list its refunds
import { getInvoice } from "@/server/invoices/get-invoice";
import { withApiKey } from "@/server/rest/handler";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";
import { createRefundOperation, listRefundsOperation } from "@/server/withdrawals/api-operations";
import { refundPayment } from "@/server/withdrawals/refunds/refund-payment";
import { listRefundsOf } from "@/server/withdrawals/refunds/refunds-of";

export const POST = withApiKey(
  createRefundOperation,
  async ({ db, actor, params, body, idempotencyKey }) =>
    envelope(201, "refund_created", await refundPayment(db, actor, { invoiceId: params.id, input: body, idempotencyKey })),
  {
    replayCreated: async (db, { userId, id }) => envelope(201, "refund_created", await getInvoice(db, { userId, role: "merchant" }, id)),
  },
);

export const GET = withApiKey(listRefundsOperation, async ({ db, actor, params }) =>
  envelope(200, "success", { data: await listRefundsOf(db, actor, params.id) }),
);

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
