// POST /api/checkouts - create a checkout session; GET /api/checkouts - list them
import { createCheckoutSession } from "@/server/checkout-sessions/create-checkout-session";
import { createCheckoutSessionOperation, listCheckoutSessionsOperation } from "@/server/checkout-sessions/api-operations";
import { getCheckoutSessionById, listCheckoutSessions } from "@/server/checkout-sessions/get-checkout-session";
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const POST = withApiKey(
  createCheckoutSessionOperation,
  async ({ db, actor, body, idempotencyKey }) =>
    envelope(201, "checkout_created", await createCheckoutSession(db, actor, body, { idempotencyKey })),
  { replayCreated: async (db, { userId, id }) => envelope(201, "checkout_created", await getCheckoutSessionById(db, { userId, checkoutSessionId: id })) },
);

export const GET = withApiKey(listCheckoutSessionsOperation, async ({ db, actor, query }) =>
  envelope(200, "success", await listCheckoutSessions(db, actor, query)),
);

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
