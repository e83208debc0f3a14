// E-mail jobs run by every tick.
import type { Job } from "@/server/jobs/job";
import { sendDueEmails } from "./send-emails";

export const jobs: Job[] = [
  {
    name: "notifications.send-emails",
    // No lease: rows are claimed with SKIP LOCKED row locks and a lease of their own.
    run: ({ db, now }) => sendDueEmails(db, { now }),
  },
];
