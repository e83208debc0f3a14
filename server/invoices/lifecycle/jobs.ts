// Background work of the invoice lifecycle, run by every tick.
import type { Job } from "@/server/jobs/job";
import { expireInvoices } from "./expire-invoices";

export const jobs: Job[] = [
  {
    name: "invoices.expire",
    // No lease needed: rows are claimed with SKIP LOCKED row locks, so tickers share the work.
    run: ({ db, now }) => expireInvoices(db, { now }),
  },
];
