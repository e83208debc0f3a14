// A postgres.js client that bounds every query in time and runs again what a dead connection
// failed before it could have done anything: the server terminating a pooled backend (a restart, a
// failover, pg_terminate_backend) costs a retry, not an error to the caller.
//
// What is run again, and why it is safe:
// - any statement the driver failed before it reached a live server;
// - a read-only statement (a plain SELECT, no locking clause, no advisory lock) whose connection
//   was lost: it changed nothing, whatever happened. A SELECT that takes sequence values (the
//   derivation indices) counts as one: a lost run leaves a gap, which sequences allow anyway;
// - a transaction whose connection was lost before its callback finished: COMMIT was not yet sent,
//   so the server rolled it back. A loss during COMMIT is not retried (it may have committed);
//   callers that must know resolve it themselves (the grouped invoice insert looks its rows up).
// Other writes outside a transaction are not retried: the error reaches the caller.
import type { Sql } from "postgres";
import { logger } from "@/kernel/logger";
import { isConnectionFailure, neverReachedServer } from "./connection-errors";

export type ResilienceOptions = {
  /** Client-side bound on one query (queueing included): a query the driver loses still settles. */
  queryTimeoutMs: number;
  /** Attempts after the first, for what may be run again. */
  retries: number;
};

/** A query that did not settle in time: it was cancelled on the server, if the server had it. */
export class QueryTimeoutError extends Error {
  readonly code = "QUERY_TIMEOUT";
  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`);
    this.name = "QueryTimeoutError";
  }
}

const readOnlyStatement = /^\s*(select|show|values|with)\b/i;
/** A WITH whose parts write (data-modifying CTEs) is no read. */
const writes = /\b(insert|update|delete|merge)\b/i;
const hasSideEffects = /\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b|\b(setval|pg_advisory\w*|pg_try_advisory\w*)\s*\(/i;

export const isReadOnlyStatement = (query: string) =>
  readOnlyStatement.test(query) && !hasSideEffects.test(query) && !(/^\s*with\b/i.test(query) && writes.test(query));

type PendingQuery = PromiseLike<unknown> & { values(): PendingQuery; cancel?: () => unknown };
type UnsafeArgs = [query: string, parameters?: unknown[], options?: Record<string, unknown>];

/** Runs one driver query with a deadline; on the deadline the query is cancelled and the promise rejects. */
function withDeadline(start: () => PendingQuery, timeoutMs: number): Promise<unknown> {
  const query = start();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      try {
        query.cancel?.();
      } catch {
        // a cancel on a dead connection has nothing to stop
      }
      reject(new QueryTimeoutError(timeoutMs));
    }, timeoutMs);
    query.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A new connection is usually there at once; a server coming back takes longer. */
export const retryPause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));

/**
 * The shape drizzle awaits: `client.unsafe(…)` or `client.unsafe(…).values()`, run lazily when
 * awaited, like the driver's own query object.
 */
class GuardedQuery implements PromiseLike<unknown> {
  private arrays = false;
  private running?: Promise<unknown>;

  constructor(private readonly run: (arrays: boolean) => Promise<unknown>) {}

  values() {
    this.arrays = true;
    return this;
  }

  then<A = unknown, B = never>(
    onFulfilled?: ((value: unknown) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.running ??= this.run(this.arrays);
    return this.running.then(onFulfilled, onRejected);
  }
}

function guardedUnsafe(target: Sql, options: ResilienceOptions, retryReads: boolean) {
  return (...args: UnsafeArgs) =>
    new GuardedQuery(async (arrays) => {
      const mayRetry = (error: unknown) =>
        neverReachedServer(error) || (retryReads && isConnectionFailure(error) && isReadOnlyStatement(args[0]));
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await withDeadline(() => {
            const query = (target.unsafe as unknown as (...a: UnsafeArgs) => PendingQuery)(...args);
            return arrays ? query.values() : query;
          }, options.queryTimeoutMs);
        } catch (error) {
          if (attempt >= options.retries || !mayRetry(error)) throw error;
          logger.warn("database connection lost; running the statement again", { attempt: attempt + 1 });
          await retryPause(attempt);
        }
      }
    });
}

/** A transaction's own client: its queries get the deadline; a retry would be the whole transaction's. */
function guardTransaction(target: Sql, options: ResilienceOptions): Sql {
  return new Proxy(target, {
    get(inner, property, receiver) {
      if (property === "unsafe") return guardedUnsafe(inner, options, false);
      return Reflect.get(inner, property, receiver) as unknown;
    },
  });
}

type BeginCallback = (transaction: Sql) => unknown;

function guardedBegin(target: Sql, options: ResilienceOptions) {
  return async (...args: unknown[]) => {
    const callback = args[args.length - 1] as BeginCallback;
    const mode = args.length > 1 ? [args[0]] : [];
    for (let attempt = 0; ; attempt += 1) {
      let callbackFinished = false;
      try {
        return await (target.begin as unknown as (...a: unknown[]) => Promise<unknown>)(
          ...mode,
          async (transaction: Sql) => {
            const result = await callback(guardTransaction(transaction, options));
            callbackFinished = true;
            return result;
          },
        );
      } catch (error) {
        // Once the callback finished, COMMIT was on its way: it may have committed.
        const safe = neverReachedServer(error) || (!callbackFinished && isConnectionFailure(error));
        if (attempt >= options.retries || !safe) throw error;
        logger.warn("database connection lost in a transaction; running it again", { attempt: attempt + 1 });
        await retryPause(attempt);
      }
    }
  };
}

/** Wraps a postgres.js client for drizzle: the same client, with deadlines and safe retries. */
export function resilientPostgres(client: Sql, options: ResilienceOptions): Sql {
  const unsafe = guardedUnsafe(client, options, true);
  const begin = guardedBegin(client, options);
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "begin") return begin;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
