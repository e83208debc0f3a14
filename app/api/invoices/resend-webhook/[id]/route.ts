// POST /api/invoices/resend-webhook/{id} - re-deliver the invoice's latest webhook event
import { withApiKey } from "@/server/rest/handler";
import { json } from "@/server/rest/responses";
import { resendWebhook } from "@/server/webhooks/resend-webhook";
import { resendWebhookOperation } from "@/server/webhooks/api-operations";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const dynamic = "force-dynamic";

export const POST = withApiKey(resendWebhookOperation, async ({ db, actor, params }) =>
  json(200, await resendWebhook(db, actor, { invoiceId: params.id })),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
