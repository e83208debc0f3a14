// Optimistic redirect of signed-out visitors to the sign-in page. Authorization itself lives in services.
import { NextResponse, type NextRequest } from "next/server";

const sessionCookies = ["authjs.session-token", "__Secure-authjs.session-token"];

export function proxy(request: NextRequest) {
  const hasSession = sessionCookies.some((name) => request.cookies.has(name));
  if (hasSession) return NextResponse.next();
  const login = new URL("/login", request.url);
  login.searchParams.set("next", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(login);
}

export const config = { matcher: ["/dashboard/:path*"] };
