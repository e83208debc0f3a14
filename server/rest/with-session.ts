// A dashboard endpoint outside tRPC (a file download): the signed-in session's user as the actor,
// the query parsed with the REST wrapper's zod handling, and its errors mapped the same way.
import { randomUUID } from "node:crypto";
import type { ZodType } from "zod";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { getSessionActor } from "@/server/session/get-session-actor";
import { AppError } from "@/kernel/errors";
import { errorResult, queryObject, type RouteHandler } from "./handler";
import { toResponse } from "./responses";
import { parseOrThrow } from "@/kernel/validation";

type SessionContext<TQuery> = { request: Request; db: Database; actor: Actor; query: TQuery; requestId: string };

/** The handler answers a Response of its own (a stream); errors before it returns become the usual error body. */
export function withSession<TQuery>(
  schemas: { query: ZodType<TQuery> },
  handler: (ctx: SessionContext<TQuery>) => Promise<Response> | Response,
): RouteHandler {
  return async (request) => {
    const requestId = randomUUID();
    try {
      const db = await getDb();
      const actor = await getSessionActor(db);
      if (!actor) throw new AppError("unauthorized", "Sign in to the dashboard first.");
      const query = parseOrThrow(schemas.query, queryObject(request), "query");
      const response = await handler({ request, db, actor, query, requestId });
      response.headers.set("x-request-id", requestId);
      return response;
    } catch (error) {
      return toResponse(errorResult(error, requestId, request), requestId);
    }
  };
}
