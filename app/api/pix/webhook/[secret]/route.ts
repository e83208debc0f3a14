// POST /api/pix/webhook/{secret} - API Pix callback from a merchant's own PSP (the secret names the merchant)
import { receiveMerchantPixCallbackOperation } from "@/server/pix/api-operations";
import { receivePspCallback } from "@/server/psp-sync/receive-callback";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";
import { withPublic } from "@/server/rest/handler";
import { json } from "@/server/rest/responses";

export const POST = withPublic(receiveMerchantPixCallbackOperation, async ({ db, body, params }) =>
  json(200, await receivePspCallback(db, { entries: body.pix, secret: null, connectionSecret: params.secret })),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
