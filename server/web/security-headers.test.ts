import type { NextConfig } from "next";
import { describe, expect, it } from "vitest";
import { newNonce, pageSecurityHeaders, type PageSecurityOptions } from "./security-headers";

const base: PageSecurityOptions = {
  pathname: "/dashboard",
  nonce: "bm9uY2Utb2YtdGhlLXRlc3Q=",
  appUrl: "http://localhost:3000",
  development: false,
  checkoutFrameAncestors: [],
};

const directivesOf = (options: Partial<PageSecurityOptions>) => {
  const policy = pageSecurityHeaders({ ...base, ...options })["content-security-policy"];
  return new Map(policy.split("; ").map((directive) => [directive.split(" ")[0], directive] as const));
};

describe("page security headers", () => {
  it("allows only scripts carrying the request's nonce, and no eval in production", () => {
    const directives = directivesOf({});
    expect(directives.get("script-src")).toBe("script-src 'self' 'nonce-bm9uY2Utb2YtdGhlLXRlc3Q=' 'strict-dynamic'");
    expect(directives.get("style-src")).toBe("style-src 'self' 'nonce-bm9uY2Utb2YtdGhlLXRlc3Q='");
    expect(directives.get("style-src-attr")).toBe("style-src-attr 'unsafe-inline'");
    expect(directives.get("object-src")).toBe("object-src 'none'");
    expect(directives.get("img-src")).toBe("img-src 'self' data:");
  });

  it("lets only the store's pages show images from other https sites (its logo, a link's image)", () => {
    expect(directivesOf({ pathname: "/checkout/abc123" }).get("img-src")).toBe("img-src 'self' data: https:");
    expect(directivesOf({ pathname: "/l/abc123" }).get("img-src")).toBe("img-src 'self' data: https:");
    expect(directivesOf({ pathname: "/pay/cs_abc123" }).get("img-src")).toBe("img-src 'self' data: https:");
    expect(directivesOf({ pathname: "/dashboard/checkout" }).get("img-src")).toBe("img-src 'self' data:");
  });

  it("lets next dev use eval and its nonce-less style tags", () => {
    const directives = directivesOf({ development: true });
    expect(directives.get("script-src")).toContain("'unsafe-eval'");
    expect(directives.get("style-src")).toBe("style-src 'self' 'unsafe-inline'");
  });

  it.each([
    { pathname: "/dashboard", ancestors: "frame-ancestors 'none'", frameOptions: "DENY" },
    { pathname: "/dashboard/api-keys", ancestors: "frame-ancestors 'none'", frameOptions: "DENY" },
    { pathname: "/login", ancestors: "frame-ancestors 'none'", frameOptions: "DENY" },
    { pathname: "/docs", ancestors: "frame-ancestors 'none'", frameOptions: "DENY" },
    { pathname: "/checkoutish", ancestors: "frame-ancestors 'none'", frameOptions: "DENY" },
    { pathname: "/checkout/abc123", ancestors: "frame-ancestors 'self'", frameOptions: undefined },
  ])("frames $pathname only as $ancestors", ({ pathname, ancestors, frameOptions }) => {
    const headers = pageSecurityHeaders({ ...base, pathname });
    expect(directivesOf({ pathname }).get("frame-ancestors")).toBe(ancestors);
    expect(headers["x-frame-options"]).toBe(frameOptions);
  });

  it("lets the listed merchant sites frame the checkout, and only the checkout", () => {
    const checkoutFrameAncestors = ["https://shop.example", "https://*.store.example"];
    expect(directivesOf({ pathname: "/checkout/abc123", checkoutFrameAncestors }).get("frame-ancestors")).toBe(
      "frame-ancestors 'self' https://shop.example https://*.store.example",
    );
    expect(directivesOf({ pathname: "/dashboard", checkoutFrameAncestors }).get("frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it.each([
    { appUrl: "https://pay.example.com", hsts: "max-age=31536000", upgrade: true },
    { appUrl: "http://localhost:3000", hsts: undefined, upgrade: false },
    { appUrl: "http://pay.example.com", hsts: undefined, upgrade: false },
  ])("sends HSTS and upgrades requests only when APP_URL is https ($appUrl)", ({ appUrl, hsts, upgrade }) => {
    expect(pageSecurityHeaders({ ...base, appUrl })["strict-transport-security"]).toBe(hsts);
    expect(directivesOf({ appUrl }).has("upgrade-insecure-requests")).toBe(upgrade);
  });

  it("makes a fresh base64 nonce of 128 bits each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("headers every response shares", () => {
  it("sends nosniff, a referrer policy and a permissions policy on every path", async () => {
    // A JavaScript file (no types of its own), so imported by a path held in a variable.
    const configPath = "../../next.config.mjs";
    const { default: nextConfig } = (await import(/* @vite-ignore */ configPath)) as { default: NextConfig };
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules).toHaveLength(1);
    expect(rules[0]?.source).toBe("/:path*");
    const headers = Object.fromEntries((rules[0]?.headers ?? []).map(({ key, value }) => [key.toLowerCase(), value]));
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "permissions-policy": expect.stringContaining("camera=()"),
    });
  });
});
