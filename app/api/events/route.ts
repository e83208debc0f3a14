// GET /api/events - the merchant's event feed (the bodies of its webhooks, in order, from a cursor)
import { withApiKey } from "@/server/rest/handler";
import { envelope } from "@/server/rest/responses";
import { listEvents } from "@/server/events/feed";
import { listEventsOperation } from "@/server/events/api-operations";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = withApiKey(listEventsOperation, async ({ db, actor, query }) =>
  envelope(200, "success", await listEvents(db, actor, query)),
);

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
