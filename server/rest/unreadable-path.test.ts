import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { isUnreadablePath, unreadablePageRewrite } from "./unreadable-path";

describe("isUnreadablePath", () => {
  it.each(["/checkout/%C0%AE", "/api/invoices/payment-gateway/%E0", "/api/invoices/resend-webhook/%ED%A0%80", "/x/%", "/x/%zz"])(
    "finds %s unreadable",
    (pathname) => {
      expect(isUnreadablePath(pathname)).toBe(true);
    },
  );

  it.each(["/checkout/abc", "/api/invoices/payment-gateway/%31", "/checkout/%C3%A9", "/x/%25"])("reads %s", (pathname) => {
    expect(isUnreadablePath(pathname)).toBe(false);
  });
});

const through = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

describe("proxy, for a path Next.js cannot decode", () => {
  it.each(["/api/invoices/payment-gateway/%E0", "/api/invoices/resend-webhook/%C0%AE", "/api/sandbox/invoices/%FF/pay"])(
    "answers %s with a 400 and the error body",
    async (path) => {
      const response = through(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        status: 400,
        code: "invalid_input",
        message: "The request path is invalid.",
        errors: [{ path: "(path)", message: "is not valid percent-encoded UTF-8" }],
      });
    },
  );

  it("lets an API path with a well-formed escape through", () => {
    const response = through("/api/invoices/payment-gateway/%31");
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("shows the checkout's own 404 page for a checkout link it cannot decode", () => {
    const response = through("/checkout/%C0%AE");
    expect(response.headers.get("x-middleware-rewrite")).toBe(`http://localhost:3000${unreadablePageRewrite("/checkout/%C0%AE")}`);
    expect(unreadablePageRewrite("/checkout/%C0%AE")).toBe("/checkout/unreadable-link");
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("shows the app's 404 for another page it cannot decode", () => {
    expect(through("/docs/%E0").headers.get("x-middleware-rewrite")).toBe("http://localhost:3000/-");
  });
});
