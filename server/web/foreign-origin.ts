// A page request that changes something (a Server Action's POST: the sign-in form, the sign-out
// button) sent by another site. Next.js refuses such an action too, but as a failure: a 500 and an
// error in the log. proxy.ts refuses it first, with a 403 and one warning line.
//
// The rule is Next.js's own (its action handler compares the Origin's host with X-Forwarded-Host's
// first value, else Host), so the proxy refuses exactly what Next.js would fail on and nothing it
// would run: no second idea of the app's address (APP_URL) to keep in step with the first.

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host the request was sent to, as Next.js reads it. */
function requestedHost(headers: Headers): string | undefined {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || headers.get("host") || undefined;
}

/** The Origin's host; none for "null" (a sandboxed frame, a redirect across sites) or an unreadable value. */
function originHost(origin: string): string | undefined {
  if (origin === "null") return undefined;
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * True for an unsafe method whose Origin is not this host. A request without an Origin passes, as
 * it does in Next.js: browsers send one with every POST, so it comes from no other site's page.
 */
export function isForeignOriginWrite(request: Request): boolean {
  if (safeMethods.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const host = originHost(origin);
  return host === undefined || host !== requestedHost(request.headers);
}

/** The Origin as the log may hold it: another site's text, so cut short. */
export const originForLog = (request: Request) => (request.headers.get("origin") ?? "").slice(0, 100);

const refusalPage = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>403 Forbidden</title>
<h1>Forbidden</h1>
<p>This form was sent from another site. Open Ponte's page directly and try again.</p>
<p lang="pt-BR">Este formulário foi enviado de outro site. Abra a página do Ponte diretamente e tente de novo.</p>
</html>
`;

/** The answer to such a request: a short page, never cached. */
export function foreignOriginRefusal(): Response {
  return new Response(refusalPage, {
    status: 403,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
