import { randomUUID } from "node:crypto";
import { getDb } from "@/db/client";
import { getSessionActor } from "@/server/session/get-session-actor";
import type { TrpcContext } from "./init";

export async function createTrpcContext(): Promise<TrpcContext> {
  const db = await getDb();
  return { db, actor: await getSessionActor(db), requestId: randomUUID() };
}
