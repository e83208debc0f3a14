// "Test connection": a token, then the list of recent charges, then the webhook of the merchant's
// key, each step reporting exactly what failed (DNS, refused, TLS, certificate, 401, 403, HTTP).
import type { Database } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { AppError } from "@/kernel/errors";
import { getPixProfile } from "@/server/pix/get-pix-profile";
import type { PixPsp } from "@/server/pix/psp/psp";
import { findPspConnection, pspOfConnection } from "./merchant-psp";
import { describePspFailure } from "./psp-failure";
import type { ConnectionCheck, ConnectionCheckStep } from "./schemas";

const DAY_MS = 86_400_000;

async function step(name: ConnectionCheckStep["step"], run: () => Promise<string>): Promise<ConnectionCheckStep> {
  try {
    return { step: name, ok: true, detail: await run() };
  } catch (error) {
    return { step: name, ok: false, ...describePspFailure(error) };
  }
}

export async function checkPsp(psp: PixPsp, key: string | null, now = new Date()): Promise<ConnectionCheck> {
  // Listing charges needs a token: a failure there is named as the token's.
  const steps: ConnectionCheckStep[] = [];
  const charges = await step("charges", async () => `${await psp.listCharges(new Date(now.getTime() - DAY_MS), now)} charges in the last 24 hours`);
  const tokenFailed = !charges.ok && !["forbidden", "http", "answer"].includes(charges.kind ?? "");
  steps.push(tokenFailed ? { ...charges, step: "token" } : { step: "token", ok: true, detail: "the PSP issued a token" }, ...(tokenFailed ? [] : [charges]));
  if (!tokenFailed && key) {
    steps.push(await step("webhook", async () => {
      const url = await psp.getWebhook(key);
      return url ? `key ${key} sends callbacks to ${url.replace(/\/api\/pix\/webhook\/[^/]+/, "/api/pix/webhook/…")}` : `no webhook is registered for key ${key}`;
    }));
  }
  return { ok: steps.every((item) => item.ok), steps };
}

export async function testPspConnection(db: Database, actor: Actor): Promise<ConnectionCheck> {
  const connection = await findPspConnection(db, actor.userId);
  if (!connection) throw new AppError("not_found", "No PSP connection is saved.");
  const profile = await getPixProfile(db, actor.userId);
  let psp: PixPsp;
  try {
    psp = pspOfConnection(connection);
  } catch (error) {
    return { ok: false, steps: [{ step: "token", ok: false, ...describePspFailure(error) }] };
  }
  return checkPsp(psp, profile?.key ?? null);
}
