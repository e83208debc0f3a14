// POST /api/payment-links - create a payment link; GET /api/payment-links - list them
import { createPaymentLinkOperation, listPaymentLinksOperation } from "@/server/payment-links/api-operations";
import { paymentLinkCreatedAnswer } from "@/server/payment-links/link-object";
import { createPaymentLink, listPaymentLinkPage } from "@/server/payment-links/manage-payment-links";
import { withApiKey } from "@/server/rest/handler";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { envelope, json } from "@/server/rest/responses";

export const POST = withApiKey(
  createPaymentLinkOperation,
  async ({ db, actor, body, idempotencyKey }) => {
    const answer = paymentLinkCreatedAnswer(await createPaymentLink(db, actor, body, { idempotencyKey }));
    return json(answer.status, answer);
  },
  { createStoresAnswer: true },
);

export const GET = withApiKey(listPaymentLinksOperation, async ({ db, actor, query }) =>
  envelope(200, "success", await listPaymentLinkPage(db, actor, query)),
);

const notAllowed = methodNotAllowed(["GET", "POST"]);
export { notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
