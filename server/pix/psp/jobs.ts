// Background work of the PIX rail: polling open PSP charges and processing refunds, through the deployment's default PSP
// and through each merchant's own connection.
import { asc } from "drizzle-orm";
import type { Database } from "@/db/client";
import { pspConnections } from "@/db/schema";
import { claimJobLease } from "@/server/jobs/lease";
import type { Job } from "@/server/jobs/job";
import { logger } from "@/server/kernel/logger";
import { pspOfConnection } from "../connection/merchant-psp";
import { configuredPsp } from "./configured-psp";
import { pollProcessingRefunds } from "../refunds/poll-refunds";
import { pollOpenCharges } from "./poll-open-charges";
import type { PixPsp } from "./psp";

/**
 * The lease is kept, not released, for this long: across all instances one poll runs per interval,
 * which keeps the reads within PSP rate limits. Callbacks remain the fast path.
 */
const POLL_INTERVAL_MS = 15_000;

/** Where each PSP's next batch of charges starts; per instance, which is enough to work through a long list. (Refunds are read by when each is due.) */
const afterIds = new Map<string, number>();

async function pollablePsps(db: Database): Promise<{ cursor: string; psp: PixPsp }[]> {
  const fallback = configuredPsp();
  const connections = await db.select().from(pspConnections).orderBy(asc(pspConnections.userId));
  const own = connections.flatMap((connection) => {
    try {
      return [{ cursor: `merchant:${connection.userId}`, psp: pspOfConnection(connection) }];
    } catch (error) {
      // One merchant's unreadable connection (a rotated key not configured) must not stop the others.
      logger.warn("PSP connection unusable for polling", { userId: connection.userId, error });
      return [];
    }
  });
  return [...(fallback ? [{ cursor: "default", psp: fallback }] : []), ...own];
}

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
