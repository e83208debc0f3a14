// The polling that stands in for a PSP's callbacks: open charges and refunds being returned,
// through the deployment's default PSP and each merchant's own connection.
import { claimJobLease } from "@/server/jobs/lease";
import type { Job } from "@/server/jobs/job";
import { pollablePsps } from "@/server/pix/connection/pollable-psps";
import { pollProcessingRefunds } from "@/server/withdrawals/refunds/pix/poll-refunds";
import { pollOpenCharges } from "@/server/pix/psp/poll-open-charges";

/**
 * The lease is kept, not released, for this long: across all instances one poll runs per interval,
 * which keeps the reads within PSP rate limits. Callbacks remain the fast path.
 */
const POLL_INTERVAL_MS = 15_000;

/** Where each PSP's next batch of charges starts; per instance, which is enough to work through a long list. (Refunds are read by when each is due.) */
const afterIds = new Map<string, number>();

export const jobs: Job[] = [
  {
    name: "pix-psp-poll",
    run: async ({ db, now }) => {
      const psps = await pollablePsps(db);
      if (psps.length === 0) return;
      if (!(await claimJobLease(db, "pix-psp-poll", POLL_INTERVAL_MS))) return;
      const totals = { checked: 0, confirmed: 0, failed: 0, refundsChecked: 0, refundsSettled: 0, refundsFailed: 0 };
      for (const { cursor, psp } of psps) {
        const { nextAfterId, ...counts } = await pollOpenCharges(db, psp, { now, afterId: afterIds.get(cursor) ?? 0 });
        afterIds.set(cursor, nextAfterId);
        totals.checked += counts.checked;
        totals.confirmed += counts.confirmed;
        totals.failed += counts.failed;
        const refunds = await pollProcessingRefunds(db, psp, { now });
        totals.refundsChecked += refunds.refundsChecked;
        totals.refundsSettled += refunds.refundsSettled;
        totals.refundsFailed += refunds.refundsFailed;
      }
      return totals;
    },
  },
];
