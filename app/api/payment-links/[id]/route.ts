// GET /api/payment-links/{id} - read one payment link
import { getPaymentLinkOperation } from "@/server/payment-links/api-operations";
import { getPaymentLink } from "@/server/payment-links/manage-payment-links";
import { withApiKey } from "@/server/rest/handler";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";

export const GET = withApiKey(getPaymentLinkOperation, async ({ db, actor, params }) =>
  envelope(200, "success", await getPaymentLink(db, actor, params)),
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
