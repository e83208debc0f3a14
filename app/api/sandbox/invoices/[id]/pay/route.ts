// POST /api/sandbox/invoices/{id}/pay - simulate a payment of a sandbox merchant's invoice
import { invoiceIdParams } from "@/server/crypto/schemas";
import { simulatePayment, simulatePaymentBody } from "@/server/invoices/lifecycle/simulate-payment";
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";

export const POST = withApiKey({ params: invoiceIdParams, body: simulatePaymentBody }, async ({ db, actor, params, body }) =>
  envelope(200, "success", await simulatePayment(db, actor, { ...body, invoiceId: params.id })),
);
