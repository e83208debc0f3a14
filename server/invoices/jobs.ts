// Background work of the invoice tables, run by every tick.
import type { Job } from "@/server/jobs/job";
import { flushSearchIndex } from "./search-index";

export const jobs: Job[] = [
  {
    name: "invoices.flush-search-index",
    // No lease: PostgreSQL lets one backend merge at a time, and a second call finds little to do.
    run: ({ db }) => flushSearchIndex(db),
  },
];
