// GET /api/checkouts/{id} - read one checkout session with its invoices
import { getCheckoutSessionOperation } from "@/server/checkout-sessions/api-operations";
import { getCheckoutSession } from "@/server/checkout-sessions/get-checkout-session";
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const GET = withApiKey(getCheckoutSessionOperation, async ({ db, actor, params }) =>
  envelope(200, "success", await getCheckoutSession(db, actor, params.id)),
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
