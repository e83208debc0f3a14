// Background work of the PIX rail: polling open PSP charges (only when a PSP is configured).
import { claimJobLease } from "@/server/jobs/lease";
import type { Job } from "@/server/jobs/job";
import { configuredPsp } from "./configured-psp";
import { pollOpenCharges } from "./poll-open-charges";

/**
 * The lease is kept, not released, for this long: across all instances one poll runs per interval,
 * which keeps the reads within PSP rate limits. Callbacks remain the fast path.
 */
const POLL_INTERVAL_MS = 15_000;

/** Where the next batch starts; per instance, which is enough to work through a long list. */
let afterId = 0;

export const jobs: Job[] = [
  {
    name: "pix-psp-poll",
    run: async ({ db, now }) => {
      const psp = configuredPsp();
      if (!psp) return;
      if (!(await claimJobLease(db, "pix-psp-poll", POLL_INTERVAL_MS))) return;
      const { nextAfterId, ...counts } = await pollOpenCharges(db, psp, { now, afterId });
      afterId = nextAfterId;
      return counts;
    },
  },
];
