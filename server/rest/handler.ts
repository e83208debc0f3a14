// The REST wrapper: bearer API key -> actor, zod parsing of body/query/params, Idempotency-Key,
// AppError -> status and error body, unknown errors -> 500 with a request id (details only logged).
import { randomUUID } from "node:crypto";
import { getDb, type Database } from "@/db/client";
import type { Actor } from "@/server/auth/actor";
import { resolveApiKey } from "@/server/auth/api-keys";
import { AppError, errorBody } from "@/kernel/errors";
import { logger, requestFields } from "@/kernel/logger";
import { requestFingerprint, withIdempotency, type ReplayCreated } from "./idempotency";
import type { ApiOperation } from "@/kernel/api-operation";
import { readJsonBody } from "./read-body";
import { json, toResponse, type RestResult } from "./responses";
import { parseOrThrow } from "@/kernel/validation";

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>;

/** What a route parses with: its operation's schemas, and whether it honours an Idempotency-Key. */
type Schemas<TBody, TQuery, TParams> = Pick<ApiOperation<TBody, TQuery, TParams>, "body" | "query" | "params" | "idempotent">;

type RouteOptions = {
  /**
   * For an idempotent operation (POST create endpoints): the handler passes the key on to the
   * create, which names its invoice or checkout session on it, and this answers again for what a
   * lost request created.
   */
  replayCreated?: ReplayCreated;
  /**
   * Instead of replayCreated: the create stores its answer on the key in its own transaction (a
   * payment link, which the key has no column to name), so a retry always finds that answer.
   */
  createStoresAnswer?: true;
};

type PublicContext<TBody, TQuery, TParams> = {
  request: Request;
  db: Database;
  body: TBody;
  query: TQuery;
  params: TParams;
  requestId: string;
  /** The Idempotency-Key this request was claimed under, for the create to name its invoice with. */
  idempotencyKey?: string;
};
type AuthedContext<TBody, TQuery, TParams> = PublicContext<TBody, TQuery, TParams> & { actor: Actor };

const bearerChallenge = { "www-authenticate": 'Bearer realm="ponte"' };
const invalidTokenChallenge = { "www-authenticate": 'Bearer realm="ponte", error="invalid_token"' };

async function authenticate(request: Request, db: Database): Promise<Actor> {
  const header = request.headers.get("authorization");
  if (!header) throw new AppError("unauthorized", "The Authorization header is missing.", { headers: bearerChallenge });
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw new AppError("unauthorized", "The Authorization header must be `Bearer <API key>`.", {
      headers: invalidTokenChallenge,
    });
  }
  const actor = await resolveApiKey(db, match[1]);
  if (!actor) throw new AppError("unauthorized", "The API key is invalid or revoked.", { headers: invalidTokenChallenge });
  return actor;
}

/**
 * The client hung up before its request was read (or answered): Node's "aborted" error on the
 * body, or the request's signal. Nothing went wrong on our side, and nobody reads the answer.
 */
function clientClosed(error: unknown, request: Request) {
  if (request.signal.aborted) return true;
  return error instanceof Error && error.message === "aborted" && (error as NodeJS.ErrnoException).code === "ECONNRESET";
}

export function errorResult(error: unknown, requestId: string, request: Request): RestResult {
  // First: a truncated body also fails validation, but the client is not there to be told.
  if (clientClosed(error, request)) {
    logger.info("client closed the request", { requestId, ...requestFields(request) });
    // 499, as proxies log it; the client is gone, so the body is only for completeness.
    return json(499, { status: 499, code: "client_closed_request", message: "The client closed the request." });
  }
  if (error instanceof AppError) return json(error.status, errorBody(error), error.headers);
  logger.error("request failed", { requestId, ...requestFields(request), error });
  return json(500, {
    status: 500,
    code: "internal_error",
    message: `Something went wrong on our side. Quote request id ${requestId} if you contact support.`,
    request_id: requestId,
  });
}

export function queryObject(request: Request) {
  const query: Record<string, string> = {};
  for (const [key, value] of new URL(request.url).searchParams) if (!(key in query)) query[key] = value;
  return query;
}

function build<TBody, TQuery, TParams>(
  schemas: Schemas<TBody, TQuery, TParams>,
  requireKey: boolean,
  handler: (ctx: AuthedContext<TBody, TQuery, TParams>) => Promise<RestResult>,
  options: RouteOptions = {},
): RouteHandler {
  const replayCreated = schemas.idempotent ? options.replayCreated : undefined;
  const createStoresAnswer = Boolean(schemas.idempotent && options.createStoresAnswer);
  if (schemas.idempotent && !replayCreated === !createStoresAnswer) {
    throw new Error("An idempotent operation's route must say how to replay what it created, or that its create stores its answer.");
  }
  return async (request, context) => {
    const requestId = randomUUID();
    try {
      const db = await getDb();
      const actor = requireKey ? await authenticate(request, db) : (null as unknown as Actor);
      const rawParams = await context.params;
      const params = schemas.params ? parseOrThrow(schemas.params, rawParams, "params") : (rawParams as TParams);
      const query = schemas.query ? parseOrThrow(schemas.query, queryObject(request), "query") : (undefined as TQuery);
      let rawBody: unknown;
      let body = undefined as TBody;
      if (schemas.body) {
        rawBody = (await readJsonBody(request)).value;
        body = parseOrThrow(schemas.body, rawBody, "body");
      }
      const idempotencyKey = request.headers.get("idempotency-key");
      const endpoint = `${request.method} ${new URL(request.url).pathname}`;
      const result =
        (replayCreated || createStoresAnswer) && idempotencyKey !== null && requireKey
          ? await withIdempotency(
              db,
              {
                userId: actor.userId,
                key: idempotencyKey,
                endpoint,
                requestHash: requestFingerprint(endpoint, rawBody),
                replayCreated,
              },
              () => handler({ request, db, actor, body, query, params, requestId, idempotencyKey }),
            )
          : await handler({ request, db, actor, body, query, params, requestId });
      return toResponse(result, requestId);
    } catch (error) {
      return toResponse(errorResult(error, requestId, request), requestId);
    }
  };
}

/** A REST endpoint of the API: requires `Authorization: Bearer <API key>` (never a key in the query string). */
export function withApiKey<TBody = undefined, TQuery = undefined, TParams = Record<string, never>>(
  operation: Schemas<TBody, TQuery, TParams>,
  handler: (ctx: AuthedContext<TBody, TQuery, TParams>) => Promise<RestResult>,
  options?: RouteOptions,
): RouteHandler {
  return build(operation, true, handler, options);
}

/** A public endpoint (health, PSP callbacks that carry their own proof): same parsing and errors, no key. */
export function withPublic<TBody = undefined, TQuery = undefined, TParams = Record<string, never>>(
  operation: Schemas<TBody, TQuery, TParams>,
  handler: (ctx: PublicContext<TBody, TQuery, TParams>) => Promise<RestResult>,
): RouteHandler {
  return build(operation, false, handler);
}
