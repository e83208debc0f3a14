// GET /api/cron/tick - run every background job once (hosted schedulers; Bearer CRON_SECRET)
import { runCronTick } from "@/server/background/cron";
import { methodNotAllowed } from "@/server/rest/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = runCronTick;

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
