// Handles an API Pix callback ({"pix": [...]}): checks the shared secret when one is configured,
// then confirms each entry on its own against the PSP (confirmPix re-reads it).
import { timingSafeEqual } from "node:crypto";
import type { Database } from "@/db/client";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { FIAT_DECIMALS, parseUnits } from "@/server/money";
import { configuredPsp } from "./configured-psp";
import { confirmPix, type ConfirmOutcome } from "./confirm-pix";
import type { PspCallbackEntry } from "./schemas";

function secretMatches(given: string | null, expected: string) {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function receivePspCallback(
  db: Database,
  params: {
    entries: PspCallbackEntry[];
    secret: string | null;
    /** Defaults to PIX_PSP_WEBHOOK_SECRET; callbacks need no secret when none is configured. */
    expectedSecret?: string;
  },
): Promise<{ results: { endToEndId: string; outcome: ConfirmOutcome | "error" }[] }> {
  const psp = configuredPsp();
  if (!psp) throw new AppError("not_found", "No PIX provider is configured.");
  const expected = params.expectedSecret ?? env.PIX_PSP_WEBHOOK_SECRET;
  if (expected && !secretMatches(params.secret, expected)) {
    throw new AppError("unauthorized", "The callback secret is missing or wrong.");
  }
  const results = [];
  for (const entry of params.entries) {
    const report = { endToEndId: entry.endToEndId, txid: entry.txid, amountCentavos: parseUnits(entry.valor, FIAT_DECIMALS) };
    try {
      results.push({ endToEndId: entry.endToEndId, outcome: await confirmPix(db, psp, report) });
    } catch (error) {
      logger.error("PIX callback entry could not be confirmed", { endToEndId: entry.endToEndId, error });
      // One entry the PSP cannot answer for now must not lose the others; the polling job retries it.
      results.push({ endToEndId: entry.endToEndId, outcome: "error" as const });
    }
  }
  return { results };
}
