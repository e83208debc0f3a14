// Background work of the PIX rail: polling open PSP charges (only when a PSP is configured).
import { withJobLease } from "@/server/jobs/lease";
import type { Job } from "@/server/jobs/job";
import { configuredPsp } from "./configured-psp";
import { pollOpenCharges } from "./poll-open-charges";

/** One poller at a time across instances: the PSP rate-limits reads per client. */
const POLL_LEASE_MS = 60_000;

export const jobs: Job[] = [
  {
    name: "pix-psp-poll",
    run: async ({ db, now }) => {
      const psp = configuredPsp();
      if (!psp) return;
      const result = await withJobLease(db, "pix-psp-poll", POLL_LEASE_MS, () => pollOpenCharges(db, psp, { now }));
      return result ?? undefined;
    },
  },
];
