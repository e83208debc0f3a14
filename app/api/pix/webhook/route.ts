// POST /api/pix/webhook - API Pix callback from the configured PSP (each entry re-read before it counts)
import { withPublic } from "@/server/rest/handler";
import { json } from "@/server/rest/responses";
import { receivePixCallbackOperation } from "@/server/pix/api-operations";
import { receivePspCallback } from "@/server/psp-sync/receive-callback";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const POST = withPublic(receivePixCallbackOperation, async ({ request, db, body }) =>
  json(200, await receivePspCallback(db, { entries: body.pix, secret: new URL(request.url).searchParams.get("secret") })),
);

const notAllowed = methodNotAllowed(["POST"]);
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE, notAllowed as HEAD };
