// The payer's public actions (choosing a rail, finishing by PIX, starting a link's session) each
// create an invoice, a PSP charge or an address: counted per client and per session or link, so
// one visitor cannot churn a merchant's checkout. The count is shared by every instance.
import type { Executor } from "@/db/client";
import { hitRateLimit } from "@/server/webhooks/hit-rate-limit";

/** Per client and handle, per minute: a payer who goes back and forth a few times stays well under it. */
export const PAYER_ACTIONS_PER_MINUTE = 10;

export async function limitPayerAction(
  db: Executor,
  params: { action: "checkout-choice" | "link-start"; handle: string; clientAddress: string | null | undefined },
) {
  // Without an address (no proxy header at all) every such client shares one counter per handle.
  const client = params.clientAddress ?? "unknown";
  await hitRateLimit(db, { key: `${params.action}:${client}:${params.handle}`, limit: PAYER_ACTIONS_PER_MINUTE, windowMs: 60_000 });
}
