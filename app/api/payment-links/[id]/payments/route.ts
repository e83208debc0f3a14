// GET /api/payment-links/{id}/payments - a page of the paid checkout sessions a payment link started
import { listLinkPaymentsOperation } from "@/server/payment-links/api-operations";
import { listLinkPaymentPage } from "@/server/payment-links/link-payments";
import { withApiKey } from "@/server/rest/handler";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope } from "@/server/rest/responses";

export const GET = withApiKey(listLinkPaymentsOperation, async ({ db, actor, params, query }) =>
  envelope(200, "success", await listLinkPaymentPage(db, actor, { id: params.id, ...query })),
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
