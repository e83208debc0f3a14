// A merchant's saved PSP connection as shown to them: URLs, client id, certificate facts and the
// callback's registration; never the secret, the key, the certificate or the callback secret.
import type { Executor } from "@/db/client";
import type { PspConnection } from "@/db/schema";
import type { Actor } from "@/server/auth/actor";
import { env } from "@/kernel/env";
import { findPspConnection } from "./merchant-psp";
import type { PspConnectionView } from "./schemas";

export function toPspConnectionView(connection: PspConnection): PspConnectionView {
  return {
    baseUrl: connection.baseUrl,
    tokenUrl: connection.tokenUrl,
    clientId: connection.clientId,
    certificateKind: connection.certificateKind as PspConnectionView["certificateKind"],
    certificateSubject: connection.certificateSubject,
    certificateValidTo: connection.certificateValidTo,
    webhookStatus: connection.webhookStatus as PspConnectionView["webhookStatus"],
    webhookMessage: connection.webhookMessage,
    webhookCheckedAt: connection.webhookCheckedAt,
    callbackUrlHint: `${env.APP_URL.replace(/\/$/, "")}/api/pix/webhook/…`,
    updatedAt: connection.updatedAt,
  };
}

export async function getPspConnection(db: Executor, actor: Actor): Promise<PspConnectionView | null> {
  const connection = await findPspConnection(db, actor.userId);
  return connection ? toPspConnectionView(connection) : null;
}
