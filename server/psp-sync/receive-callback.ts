// Handles an API Pix callback ({"pix": [...]}): at the deployment's URL, checks the shared secret
// when one is configured; at a merchant's URL, the secret path finds the merchant and their PSP.
// Then confirms each entry on its own against that PSP: the pix is read from the PSP once, and that
// one reading confirms the payment and moves the refunds it lists.
import { timingSafeEqual } from "node:crypto";
import type { Database } from "@/db/client";
import { env } from "@/kernel/env";
import { AppError } from "@/kernel/errors";
import { logger } from "@/kernel/logger";
import { FIAT_DECIMALS, parseUnits } from "@/kernel/money";
import { pspOfCallbackSecret } from "@/server/pix/connection/merchant-psp";
import { configuredPsp } from "@/server/pix/psp/configured-psp";
import { confirmSettledPix, type ConfirmOutcome } from "@/server/pix/psp/confirm-pix";
import { syncRefundsOfPix } from "@/server/withdrawals/refunds/pix/sync-refunds";
import type { RefundOutcome } from "@/server/withdrawals/refunds/pix/apply-refund-status";
import type { PixPsp } from "@/server/pix/psp/psp";
import type { PspCallbackEntry } from "@/server/pix/psp/schemas";

function secretMatches(given: string | null, expected: string) {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

type CallbackResult = {
  endToEndId: string;
  outcome: ConfirmOutcome | "error";
  refunds?: { refundId: string; outcome: RefundOutcome }[];
};

export async function receivePspCallback(
  db: Database,
  params: {
    entries: PspCallbackEntry[];
    secret: string | null;
    /** Defaults to PIX_PSP_WEBHOOK_SECRET; callbacks need no secret when none is configured. */
    expectedSecret?: string;
    /** The secret path segment of a merchant's callback URL: that merchant's PSP answers for every entry. */
    connectionSecret?: string;
  },
): Promise<{ results: CallbackResult[] }> {
  let psp: PixPsp | null;
  if (params.connectionSecret !== undefined) {
    psp = await pspOfCallbackSecret(db, params.connectionSecret);
    if (!psp) throw new AppError("not_found", "No PSP connection has this callback URL.");
  } else {
    psp = configuredPsp();
    if (!psp) throw new AppError("not_found", "No PIX provider is configured.");
    const expected = params.expectedSecret ?? env.PIX_PSP_WEBHOOK_SECRET;
    if (expected && !secretMatches(params.secret, expected)) {
      throw new AppError("unauthorized", "The callback secret is missing or wrong.");
    }
  }
  const results = [];
  for (const entry of params.entries) {
    const report = { endToEndId: entry.endToEndId, txid: entry.txid, amountCentavos: parseUnits(entry.valor, FIAT_DECIMALS) };
    try {
      const settled = await psp.getPix(entry.endToEndId);
      const outcome = await confirmSettledPix(db, psp, report, settled);
      // API Pix sends a devolução's changes inside the callback of the pix it returns money from.
      const refunds = settled && Array.isArray(entry.devolucoes) && entry.devolucoes.length > 0 && outcome !== "unknown_pix"
        ? await syncRefundsOfPix(db, psp, settled)
        : undefined;
      results.push({ endToEndId: entry.endToEndId, outcome, ...(refunds ? { refunds } : {}) });
    } catch (error) {
      logger.error("PIX callback entry could not be confirmed", { endToEndId: entry.endToEndId, error });
      // One entry the PSP cannot answer for now must not lose the others; the polling job retries it.
      results.push({ endToEndId: entry.endToEndId, outcome: "error" as const });
    }
  }
  return { results };
}
