// Background work of the invoice lifecycle, run by every tick.
import { env } from "@/server/kernel/env";
import type { Job } from "@/server/jobs/job";
import { confirmDueSandboxPayments } from "@/server/sandbox/confirm-sandbox-payments";
import { expireInvoices } from "./expire-invoices";

export const jobs: Job[] = [
  {
    name: "invoices.expire",
    // No lease needed: rows are claimed with SKIP LOCKED row locks, so tickers share the work.
    run: ({ db, now }) => expireInvoices(db, { now }),
  },
  {
    name: "sandbox.confirm",
    // Each invoice under its row lock: a second ticker finds the payments already confirmed.
    run: ({ db, now }) => confirmDueSandboxPayments(db, { now, afterSeconds: env.SANDBOX_CONFIRM_SECONDS }),
  },
];
