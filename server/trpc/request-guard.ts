// What the tRPC door accepts as a write: a request from the app's own pages, as JSON, no larger
// than REST allows. Reads (GET) pass untouched. The session cookie rides along on any request the
// browser sends, so without this a form on another site could post to a mutation.
import { AppError } from "@/kernel/errors";
import { readJsonBody } from "@/server/rest/read-body";

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null", the Origin of sandboxed frames and some redirects
  }
};

/**
 * Whether the browser says the request comes from the app's own origin: `Sec-Fetch-Site:
 * same-origin`, or an `Origin` equal to APP_URL's or naming the host the request was sent to.
 * A request with neither header was not sent by a browser (every current one sends `Origin` on a
 * POST), so it carries no cookie it did not choose to send.
 */
export function isSameOriginRequest(headers: Headers, appUrl: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site === "same-origin") return true;
  const origin = headers.get("origin");
  if (origin === null) return site === null;
  if (origin === new URL(appUrl).origin) return true;
  const host = headers.get("host");
  return host !== null && hostOf(origin) === host;
}

const jsonContentType = /^application\/json\s*(;|$)/i;

/**
 * The request tRPC may serve: a read as it came, or a write checked and its body read under the
 * REST limit while it streams in, then handed on already buffered. Throws the refusal as AppError.
 */
export async function admitTrpcRequest(request: Request, appUrl: string): Promise<Request> {
  if (request.method === "GET" || request.method === "HEAD") return request;
  if (!isSameOriginRequest(request.headers, appUrl)) {
    throw new AppError(
      "cross_site_request",
      "Changes through /api/trpc are accepted only from this application's own pages; other sites use the REST API with an API key.",
    );
  }
  // tRPC itself would also take multipart/form-data and octet-stream bodies, which any site's form can send.
  if (!jsonContentType.test(request.headers.get("content-type") ?? "")) throw new AppError("unsupported_media_type");
  const { text } = await readJsonBody(request);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  headers.set("content-type", "application/json");
  return new Request(request.url, { method: request.method, headers, body: text === "" ? null : text, signal: request.signal });
}
