// A path whose percent-encoding is not UTF-8 (/checkout/%C0%AE, /api/…/%E0): Next.js cannot decode
// its parameters and answers a bare 500 before any route runs, so proxy.ts answers it first.
import { AppError, errorBody } from "@/kernel/errors";

export function isUnreadablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The REST answer: the usual error body, a 400 naming the path. */
export function unreadableApiPathResponse(): Response {
  const error = new AppError("invalid_input", "The request path is invalid.", {
    errors: [{ path: "(path)", message: "is not valid percent-encoded UTF-8" }],
  });
  return Response.json(errorBody(error), { status: error.status });
}

/**
 * Where a page request with such a path is rewritten to: a static path (Next.js would fail again
 * on a dynamic one), the checkout's own 404 page for a payment link, elsewhere a path no page has.
 */
export const unreadablePageRewrite = (pathname: string) => (pathname.startsWith("/checkout/") ? "/checkout/unreadable-link" : "/-");
