// Background work of the sandbox, run by every tick.
import { env } from "@/kernel/env";
import type { Job } from "@/server/jobs/job";
import { confirmDueSandboxPayments } from "./confirm-sandbox-payments";

export const jobs: Job[] = [
  {
    name: "sandbox.confirm",
    // Each invoice under its row lock: a second ticker finds the payments already confirmed.
    run: ({ db, now }) => confirmDueSandboxPayments(db, { now, afterSeconds: env.SANDBOX_CONFIRM_SECONDS }),
  },
];
