// The delivery job's work: round after round, claim due deliveries, send them with bounded
// concurrency, and record the outcomes; each event stands alone, so a failing one never blocks others.
import type { Database } from "@/db/client";
import { enqueueWebhookFailingEmail } from "@/server/notifications/enqueue-emails";
import { logger } from "@/kernel/logger";
import { attemptDelivery, type DeliveryOutcome } from "./attempt-delivery";
import { claimDueDeliveries } from "./claim-deliveries";
import { deliveryOptions, type DeliveryOptions } from "./delivery-options";
import { finalizeDeliveries } from "./finalize-deliveries";

export type DeliveryReport = { claimed: number; succeeded: number; retrying: number; failed: number; lostLease: number };

/** Runs `work` over `items` with at most `limit` at once, keeping the order of results. */
export async function mapConcurrent<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export async function deliverDueWebhooks(
  db: Database,
  params: { now?: Date; options?: Partial<DeliveryOptions> } = {},
): Promise<DeliveryReport> {
  const options = deliveryOptions(params.options);
  const report: DeliveryReport = { claimed: 0, succeeded: 0, retrying: 0, failed: 0, lostLease: 0 };
  const started = Date.now();
  for (;;) {
    const now = params.now ?? new Date();
    const batch = await claimDueDeliveries(db, { now, limit: options.batchSize, leaseMs: options.leaseMs });
    if (batch.length === 0) break;
    report.claimed += batch.length;
    const outcomes: DeliveryOutcome[] = await mapConcurrent(batch, options.concurrency, (delivery) =>
      attemptDelivery(delivery, options),
    );
    const leaseToken = batch[0]?.leaseToken ?? "";
    const finalized = new Set(await finalizeDeliveries(db, leaseToken, outcomes));
    let lost = 0;
    for (const outcome of outcomes) {
      if (!finalized.has(outcome.deliveryId)) lost += 1;
      else if (outcome.state === "succeeded") report.succeeded += 1;
      else if (outcome.state === "failed") report.failed += 1;
      else report.retrying += 1;
    }
    // A merchant whose endpoint just failed again may have reached the streak that sends an e-mail.
    const failingUsers = new Set(
      outcomes
        .filter((outcome) => outcome.state !== "succeeded" && finalized.has(outcome.deliveryId))
        .map((outcome) => batch.find((delivery) => delivery.id === outcome.deliveryId)?.userId)
        .filter((userId): userId is number => userId !== undefined),
    );
    for (const userId of failingUsers) await enqueueWebhookFailingEmail(db, userId);
    // Sent, but another worker took the rows over after the lease ran out: they will be sent again.
    if (lost > 0) logger.warn("webhook deliveries outlived their lease; results discarded", { count: lost });
    report.lostLease += lost;
    if (batch.length < options.batchSize || Date.now() - started > options.tickBudgetMs) break;
  }
  return report;
}
