// Background work of the invoice tables, run by every tick.
import type { Job } from "@/server/jobs/job";
import { foldInvoiceCounters } from "./counters";
import { flushSearchIndex } from "./search-index";
import { stampPendingPayments } from "./stamp-job";

export const jobs: Job[] = [
  {
    name: "invoices.flush-search-index",
    // No lease: PostgreSQL lets one backend merge at a time, and a second call finds little to do.
    run: ({ db }) => flushSearchIndex(db),
  },
  {
    name: "invoices.fold-counters",
    // No lease: two folds at once sum each ledger row once (see foldInvoiceCounters).
    run: ({ db }) => foldInvoiceCounters(db),
  },
  {
    name: "invoices.stamp-payments",
    // No lease: each invoice is stamped under its row lock, and a stamped payment is skipped.
    run: ({ db, now }) => stampPendingPayments(db, { now }),
  },
];
