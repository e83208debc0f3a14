import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";
import { isForeignOriginWrite } from "./foreign-origin";

const request = (params: { method?: string; path?: string; headers?: Record<string, string> }) =>
  new NextRequest(`http://localhost:3000${params.path ?? "/login"}`, {
    method: params.method ?? "POST",
    headers: { host: "localhost:3000", ...params.headers },
  });

/** A Server Action's POST as the sign-in form sends it, from `origin`. */
const actionPost = (origin: string | null, headers: Record<string, string> = {}) =>
  request({ headers: { "next-action": "7f3a", "content-type": "text/plain;charset=UTF-8", ...(origin === null ? {} : { origin }), ...headers } });

describe("isForeignOriginWrite", () => {
  it.each([
    ["another site", { origin: "https://evil.example" }],
    ["a null origin (a sandboxed frame, a redirect across sites)", { origin: "null" }],
    ["an unreadable origin", { origin: "not a url" }],
    ["the same host on another port", { origin: "http://localhost:3001" }],
    ["a host proxied in front of another", { origin: "https://evil.example", "x-forwarded-host": "shop.example" }],
  ])("finds a POST from %s foreign", (_case, headers) => {
    expect(isForeignOriginWrite(request({ headers }))).toBe(true);
  });

  it.each([
    ["this host", { origin: "http://localhost:3000" }],
    ["no origin (not a browser's cross-site request)", {}],
    ["the host a proxy forwards", { origin: "https://pay.example", "x-forwarded-host": "pay.example, internal:3000" }],
  ])("lets a POST from %s through", (_case, headers) => {
    expect(isForeignOriginWrite(request({ headers }))).toBe(false);
  });

  it.each(["GET", "HEAD", "OPTIONS"])("never checks a %s", (method) => {
    expect(isForeignOriginWrite(request({ method, headers: { origin: "https://evil.example" } }))).toBe(false);
  });

  it.each(["PUT", "PATCH", "DELETE"])("checks a %s like a POST", (method) => {
    expect(isForeignOriginWrite(request({ method, headers: { origin: "https://evil.example" } }))).toBe(true);
  });
});

describe("proxy, for a page request sent by another site", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(["https://evil.example", "null"])("answers a sign-in posted from %s with a 403 page and one warning line", async (origin) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = proxy(actionPost(origin));
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("sent from another site");
    // The page's security headers, as on every page.
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-middleware-next")).toBeNull();

    expect(logged).toHaveBeenCalledTimes(1);
    const line = String(logged.mock.calls[0]?.[0]);
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toMatchObject({ level: "warn", method: "POST", path: "/login", origin });
  });

  it("cuts another site's long Origin short in the log", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    proxy(actionPost(`https://${"a".repeat(500)}.example`));
    expect((JSON.parse(String(logged.mock.calls[0]?.[0])) as { origin: string }).origin).toHaveLength(100);
  });

  it("refuses it before sending a signed-out visitor to sign in", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = proxy(request({ path: "/dashboard/invoices", headers: { origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" } }));
    expect(response.status).toBe(403);
  });

  it("lets the sign-in form's own POST through to the action", () => {
    const response = proxy(actionPost("http://localhost:3000"));
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("leaves the API alone: REST and tRPC calls carry no Origin rule", () => {
    const response = proxy(request({ path: "/api/trpc/invoices.list", headers: { origin: "https://evil.example" } }));
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});
