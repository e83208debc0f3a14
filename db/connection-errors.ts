// What a failed query says about the connection it ran on: whether the statement can have reached
// the server at all, or was lost with its connection (and so may or may not have committed).

/** postgres.js errors raised before a statement was written to a live server. */
const notSentCodes = new Set(["CONNECTION_DESTROYED", "CONNECT_TIMEOUT", "ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);
/** The connection went away while a statement was on it, or while it sat idle in the pool. */
const lostCodes = new Set(["CONNECTION_CLOSED", "CONNECTION_ENDED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);

/** The driver's error underneath the wrappers (drizzle's DrizzleQueryError keeps it as `cause`). */
function driverError(error: unknown): { code?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (notSentCodes.has(code) || lostCodes.has(code) || /^(57P0[1-3]|08...)$/.test(code))) {
      return current as { code?: unknown };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The statement never reached a live server: running it again cannot do anything twice. */
export function neverReachedServer(error: unknown): boolean {
  const code = driverError(error)?.code;
  // 57P03: the server is starting or shutting down and refused the connection.
  return typeof code === "string" && (notSentCodes.has(code) || code === "57P03");
}

/**
 * The connection failed: the server was shut down or terminated the backend (57P01, 57P02), the
 * socket closed, or the connection could not be made. A write caught in it may have committed.
 */
export function isConnectionFailure(error: unknown): boolean {
  return driverError(error) !== undefined;
}

/**
 * Runs a write that is safe to repeat (deleting expired rows, a conditional update) again when its
 * connection failed, at most `retries` times.
 */
export async function repeatIfConnectionFails<T>(write: () => Promise<T>, retries = 4): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= retries || !isConnectionFailure(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
    }
  }
}
