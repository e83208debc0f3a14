// POST /api/sandbox/invoices/{id}/pay - simulate a payment of a sandbox merchant's invoice
import { simulateSandboxPaymentOperation } from "@/server/sandbox/api-operations";
import { simulatePayment } from "@/server/sandbox/simulate-payment";
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const POST = withApiKey(simulateSandboxPaymentOperation, async ({ db, actor, params, body }) =>
  envelope(200, "success", await simulatePayment(db, actor, { ...body, invoiceId: params.id })),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
