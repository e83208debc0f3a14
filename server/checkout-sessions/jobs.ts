// Background work of checkout sessions, run by every tick.
import type { Job } from "@/server/jobs/job";
import { settleCheckoutSessions } from "./settle-sessions";

export const jobs: Job[] = [
  {
    name: "checkout-sessions.settle",
    // No lease: each session changes under its row lock and only when its invoices say so.
    run: ({ db, now }) => settleCheckoutSessions(db, now),
  },
];
