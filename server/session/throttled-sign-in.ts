// How a throttled sign-in reaches the user through next-auth, whose credentials provider knows one
// failure (CredentialsSignin) with a short code: the form's server action gets the error itself,
// and callers of POST /api/auth/callback/credentials a 429 with Retry-After.
import { CredentialsSignin } from "next-auth";
import { AppError, errorBody } from "@/kernel/errors";
import { throttledError } from "@/server/auth/sign-in-throttle";

const CODE_PREFIX = "sign_in_throttled:";

export class SignInThrottled extends CredentialsSignin {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super();
    this.retryAfterSeconds = retryAfterSeconds;
    // Next-auth puts the code in the sign-in page's URL; it tells no more than the answer itself.
    this.code = `${CODE_PREFIX}${retryAfterSeconds}`;
  }
}

/** The wait a next-auth error URL (`?error=CredentialsSignin&code=…`) announces, if it is a throttled sign-in. */
export function retryAfterOf(url: string | null): number | null {
  if (!url) return null;
  let code: string | null;
  try {
    code = new URL(url, "http://localhost").searchParams.get("code");
  } catch {
    return null;
  }
  if (!code?.startsWith(CODE_PREFIX)) return null;
  const seconds = Number(code.slice(CODE_PREFIX.length));
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Next-auth answers a refused sign-in with a redirect to the sign-in page (or, for its own client,
 * with that URL as JSON). A throttled one becomes a 429 with Retry-After: the JSON answer keeps its
 * body, so next-auth's client still reads the error from it; any other caller gets Ponte's error body.
 */
export async function withThrottleStatus(response: Response): Promise<Response> {
  const isJson = response.headers.get("content-type")?.includes("application/json") ?? false;
  const url = isJson
    ? (((await response.clone().json().catch(() => null)) as { url?: unknown } | null)?.url ?? null)
    : response.headers.get("location");
  const retryAfterSeconds = retryAfterOf(typeof url === "string" ? url : null);
  if (retryAfterSeconds === null) return response;
  const headers = new Headers(response.headers);
  headers.delete("location");
  headers.set("retry-after", String(retryAfterSeconds));
  if (isJson) return new Response(response.body, { status: 429, headers });
  const error: AppError = throttledError(retryAfterSeconds);
  headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(errorBody(error)), { status: 429, headers });
}
