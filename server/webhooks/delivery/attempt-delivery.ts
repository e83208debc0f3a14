// One attempt at a claimed delivery: build the body, sign it with the endpoint's active secrets,
// POST it, and say what the delivery becomes next.
import type { ClaimedDelivery } from "./claim-deliveries";
import { retryDelayMs, type DeliveryOptions } from "./delivery-options";
import { sendWebhook, type SendResult } from "./send";
import { activeSecrets, signWebhook } from "./sign";

export type AttemptTrigger = "auto" | "resend" | "test";

export type DeliveryOutcome = {
  deliveryId: number;
  state: "pending" | "succeeded" | "failed";
  attemptCount: number;
  nextAttemptAt: Date;
  attemptedAt: Date;
  completedAt: Date | null;
  trigger: AttemptTrigger;
  result: SendResult;
};

/** The body as sent: the stored event with its top-level keys in the documented order. */
export function eventBody(payload: Record<string, unknown>) {
  const { id, type, created_at: createdAt, data, ...rest } = payload;
  return JSON.stringify({ id, type, created_at: createdAt, data, ...rest });
}

/**
 * What the delivery becomes after an attempt. Automatic attempts use the retry budget (1 + the
 * number of delays); a manual resend starts a fresh budget so that, if it fails, the usual retries
 * follow; a test event is tried once.
 */
export function nextState(params: {
  ok: boolean;
  trigger: AttemptTrigger;
  attemptCountBefore: number;
  attemptedAt: Date;
  options: Pick<DeliveryOptions, "retryDelaysMs" | "jitter">;
}): Pick<DeliveryOutcome, "state" | "attemptCount" | "nextAttemptAt" | "completedAt"> {
  const attemptCount = params.trigger === "resend" ? 1 : params.attemptCountBefore + 1;
  if (params.ok) return { state: "succeeded", attemptCount, nextAttemptAt: params.attemptedAt, completedAt: params.attemptedAt };
  const delay = params.trigger === "test" ? null : retryDelayMs(params.options, attemptCount - 1);
  if (delay === null) return { state: "failed", attemptCount, nextAttemptAt: params.attemptedAt, completedAt: params.attemptedAt };
  return {
    state: "pending",
    attemptCount,
    nextAttemptAt: new Date(params.attemptedAt.getTime() + delay),
    completedAt: null,
  };
}

export async function attemptDelivery(
  delivery: ClaimedDelivery,
  options: Pick<DeliveryOptions, "retryDelaysMs" | "jitter" | "timeoutMs" | "guard">,
  trigger: AttemptTrigger = "auto",
): Promise<DeliveryOutcome> {
  const attemptedAt = new Date();
  let result: SendResult;
  if (!delivery.endpoint) {
    // The endpoint was removed after the event was written: nothing to call, nothing to retry.
    result = { ok: false, statusCode: null, errorKind: "blocked", latencyMs: 0, excerpt: "no webhook endpoint is configured" };
    return { deliveryId: delivery.id, state: "failed", attemptCount: delivery.attemptCount + 1, nextAttemptAt: attemptedAt, attemptedAt, completedAt: attemptedAt, trigger, result };
  }
  const body = eventBody(delivery.payload);
  const headers = signWebhook({ secrets: activeSecrets(delivery.endpoint, attemptedAt), id: delivery.eventId, body, now: attemptedAt });
  result = await sendWebhook({ url: delivery.endpoint.url, body, headers, timeoutMs: options.timeoutMs, guard: options.guard });
  const next = nextState({ ok: result.ok, trigger, attemptCountBefore: delivery.attemptCount, attemptedAt, options });
  return { deliveryId: delivery.id, attemptedAt, trigger, result, ...next };
}
