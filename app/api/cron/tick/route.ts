// GET /api/cron/tick - run every background job once (hosted schedulers; Bearer CRON_SECRET)
import { runCronTick } from "@/server/jobs/cron";

export const dynamic = "force-dynamic";

export const GET = runCronTick;
