// Webhook jobs run by every tick (cron route or in-process scheduler).
import type { Job } from "@/server/jobs/job";
import { deliverDueWebhooks } from "./delivery/deliver-due-webhooks";

export const jobs: Job[] = [
  {
    name: "webhooks.deliver",
    run: async ({ db, now }) => deliverDueWebhooks(db, { now }),
  },
];
