// Every page: its security headers (a fresh CSP nonce, its framing rule, HSTS on https), the refusal
// of a form posted by another site, and the optimistic redirect of signed-out visitors away from the
// dashboard. Authorization lives in services.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/kernel/env";
import { logger, requestFields } from "@/kernel/logger";
import { isUnreadablePath, unreadableApiPathResponse, unreadablePageRewrite } from "@/server/rest/unreadable-path";
import { foreignOriginRefusal, isForeignOriginWrite, originForLog } from "@/server/web/foreign-origin";
import { newNonce, pageSecurityHeaders } from "@/server/web/security-headers";

const sessionCookies = ["authjs.session-token", "__Secure-authjs.session-token"];

const isDashboardPath = (pathname: string) => pathname === "/dashboard" || pathname.startsWith("/dashboard/");

function redirectToSignIn(request: NextRequest) {
  const login = new URL("/login", request.url);
  login.searchParams.set("next", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // API paths come here only when they hold a "%" (see the matcher): answer those Next.js can't decode.
  if (pathname.startsWith("/api/")) return isUnreadablePath(pathname) ? unreadableApiPathResponse() : NextResponse.next();
  const securityHeaders = pageSecurityHeaders({
    pathname,
    nonce: newNonce(),
    appUrl: env.APP_URL,
    development: env.NODE_ENV === "development",
    checkoutFrameAncestors: env.CHECKOUT_FRAME_ANCESTORS,
  });
  const signedOut = !sessionCookies.some((name) => request.cookies.has(name));
  let response: Response;
  if (isForeignOriginWrite(request)) {
    // An attempt on the signed-in user (or a misconfigured proxy in front): worth a line, not an error.
    logger.warn("refused a page request sent by another site", { ...requestFields(request), origin: originForLog(request) });
    response = foreignOriginRefusal();
  } else if (isDashboardPath(pathname) && signedOut) {
    response = redirectToSignIn(request);
  } else {
    // Next.js finds the nonce in the request's own CSP header and puts it on the scripts it renders.
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set("content-security-policy", securityHeaders["content-security-policy"]);
    response = isUnreadablePath(pathname)
      ? NextResponse.rewrite(new URL(unreadablePageRewrite(pathname), request.url), { request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } });
  }
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Pages, and API paths holding a "%" (Next.js answers a bare 500 to one it cannot decode): API
  // answers and static files get the shared headers of next.config.mjs, and the REST endpoints
  // stay clear of a proxy pass.
  matcher: ["/((?!api/|_next/static/|_next/image|favicon\\.ico|icon\\.svg).*)", "/api/(.*%.*)"],
};
