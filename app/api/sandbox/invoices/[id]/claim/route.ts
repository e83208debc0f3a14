// POST /api/sandbox/invoices/{id}/claim - simulate the receiver's claim of a sandbox withdrawal
import { getInvoice } from "@/server/invoices/get-invoice";
import { withApiKey } from "@/server/rest/handler";
import { simulateSandboxClaimOperation } from "@/server/sandbox/api-operations";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";
import { simulateClaim } from "@/server/sandbox/simulate-claim";

export const POST = withApiKey(simulateSandboxClaimOperation, async ({ db, actor, params, body }) => {
  const withdrawal = await simulateClaim(db, actor, { invoiceId: params.id, address: body.address });
  return envelope(200, "success", await getInvoice(db, actor, withdrawal.id));
});

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
