// The cron door: authorised by CRON_SECRET, compared in constant time; without a secret it is closed.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { getDb } from "@/db/client";
import { env } from "@/kernel/env";
import { AppError, errorBody } from "@/kernel/errors";
import { json, toResponse } from "@/server/rest/responses";
import { runTick } from "./run-tick";

const digest = (value: string) => createHash("sha256").update(value).digest();

export function isCronAuthorized(header: string | null, secret = env.CRON_SECRET): boolean {
  if (!secret || !header) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return Boolean(match?.[1]) && timingSafeEqual(digest(match?.[1] ?? ""), digest(secret));
}

export async function runCronTick(request: Request): Promise<Response> {
  const requestId = randomUUID();
  if (!isCronAuthorized(request.headers.get("authorization"))) {
    const error = new AppError("unauthorized", "A valid `Authorization: Bearer <CRON_SECRET>` header is required.");
    return toResponse(json(401, errorBody(error), { "www-authenticate": 'Bearer realm="ponte-cron"' }), requestId);
  }
  const report = await runTick(await getDb());
  return toResponse(json(200, { status: 200, code: "tick_completed", response: report }), requestId);
}
