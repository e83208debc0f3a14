// A browser-like client of next-auth's endpoints (app/api/auth), called in process: its own cookie
// jar and client address (X-Forwarded-For, as Next.js or a proxy would set it).
import { NextRequest } from "next/server";
import { authRouteHandlers } from "@/server/session/auth-routes";

const { GET, POST } = authRouteHandlers;

const origin = "http://localhost:3000";

/** A browser-like client of next-auth's endpoints: its own cookies and client address. */
export function authClient(address: string) {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  const request = async (path: string, init: { method?: string; body?: URLSearchParams; headers?: Record<string, string> } = {}) => {
    const handler = init.method === "POST" ? POST : GET;
    const response = await handler(
      new NextRequest(`${origin}${path}`, {
        method: init.method ?? "GET",
        body: init.body,
        headers: {
          "x-forwarded-for": address,
          cookie: cookieHeader(cookies),
          ...init.headers,
        },
      }),
    );
    remember(response);
    return response;
  };
  const csrfToken = async () => ((await (await request("/api/auth/csrf")).json()) as { csrfToken: string }).csrfToken;
  return {
    cookies,
    request,
    async signIn(email: string, password: string, headers: Record<string, string> = {}) {
      const body = new URLSearchParams({ csrfToken: await csrfToken(), email, password, callbackUrl: "/dashboard" });
      return request("/api/auth/callback/credentials", {
        method: "POST",
        body,
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      });
    },
    async signOut() {
      const body = new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl: "/login" });
      return request("/api/auth/signout", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
    },
    async session() {
      return (await (await request("/api/auth/session")).json()) as { user?: { email?: string } } | null;
    },
  };
}

/** The Cookie header a signed-in client sends. */
export const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
