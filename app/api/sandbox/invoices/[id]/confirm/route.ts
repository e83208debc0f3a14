// POST /api/sandbox/invoices/{id}/confirm - confirm a sandbox invoice's simulated payments recorded with confirm "later"
import { confirmSandboxPaymentsOperation } from "@/server/sandbox/api-operations";
import { confirmSandboxPayments } from "@/server/sandbox/confirm-sandbox-payments";
import { withApiKey } from "@/server/rest/handler";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";

export const POST = withApiKey(confirmSandboxPaymentsOperation, async ({ db, actor, params }) =>
  envelope(200, "success", await confirmSandboxPayments(db, actor, { invoiceId: params.id })),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
