import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { clientAddressOf } from "@/server/auth/client-address";
import { getSessionActor } from "@/server/session/get-session-actor";
import type { TrpcContext } from "./init";

export async function createTrpcContext(request?: Request): Promise<TrpcContext> {
  const db = await getDb();
  const clientAddress = request ? clientAddressOf(request.headers) : null;
  return { db, actor: await getSessionActor(db), requestId: randomUUID(), clientAddress };
}
