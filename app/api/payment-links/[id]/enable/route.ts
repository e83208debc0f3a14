// POST /api/payment-links/{id}/enable - turn a payment link on again
import { enablePaymentLinkOperation } from "@/server/payment-links/api-operations";
import { setPaymentLinkActive } from "@/server/payment-links/manage-payment-links";
import { withApiKey } from "@/server/rest/handler";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";

export const POST = withApiKey(enablePaymentLinkOperation, async ({ db, actor, params }) =>
  envelope(200, "success", await setPaymentLinkActive(db, actor, { id: params.id, active: true })),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
