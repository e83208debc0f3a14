// A delivery sent at once while someone waits for the answer (REST resend, the delivery log's
// resend button, the test event): the timeout is capped to that wait, the lease covers one attempt,
// and the attempt is recorded like an automatic one.
import type { Executor } from "@/db/client";
import { env } from "@/kernel/env";
import { attemptDelivery, type AttemptTrigger } from "./attempt-delivery";
import { claimDeliveryNow, type ClaimedDelivery } from "./claim-deliveries";
import { deliveryOptions, type DeliveryOptions } from "./delivery-options";
import { finalizeDeliveries } from "./finalize-deliveries";

/** The caller waits this long at most; a slower receiver gets the normal retries instead. */
export const resendWaitMs = 5_000;

export function waitedDeliveryOptions(overrides: Partial<DeliveryOptions> = {}): DeliveryOptions {
  return deliveryOptions({ ...overrides, timeoutMs: Math.min(overrides.timeoutMs ?? env.WEBHOOK_TIMEOUT_MS, resendWaitMs) });
}

/** Claims one delivery for a waited attempt; null while a worker holds a live lease on it. */
export function claimForWaitedAttempt(db: Executor, deliveryId: number, options: DeliveryOptions) {
  return claimDeliveryNow(db, { deliveryId, now: new Date(), leaseMs: options.timeoutMs + 30_000 });
}

/** Sends a claimed delivery once and records the attempt (a lost lease records nothing). */
export async function attemptAndRecord(
  db: Executor,
  claimed: ClaimedDelivery,
  options: DeliveryOptions,
  trigger: AttemptTrigger,
) {
  const outcome = await attemptDelivery(claimed, options, trigger);
  await finalizeDeliveries(db, claimed.leaseToken, [outcome]);
  return outcome.result;
}
