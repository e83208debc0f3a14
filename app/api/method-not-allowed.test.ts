// Every REST route answers a method it does not implement with 405, the error body and Allow.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowHeader } from "@/server/rest/method-not-allowed";
import { startApiServer } from "@/server/testing/api-server";

let server: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

/** Each route file's path (dynamic segments filled in) and the methods it implements. */
const routes: Record<string, { path: string; implemented: Array<"GET" | "POST"> }> = {
  "auth/[...nextauth]": { path: "/api/auth/session", implemented: ["GET", "POST"] },
  "payments": { path: "/api/payments", implemented: ["POST"] },
  "payments/v2/crypto": { path: "/api/payments/v2/crypto", implemented: ["POST"] },
  "invoices/payment-gateway": { path: "/api/invoices/payment-gateway", implemented: ["GET"] },
  "invoices/payment-gateway/[id]": { path: "/api/invoices/payment-gateway/1", implemented: ["GET"] },
  "invoices/resend-webhook/[id]": { path: "/api/invoices/resend-webhook/1", implemented: ["POST"] },
  "invoices/export": { path: "/api/invoices/export", implemented: ["GET"] },
  "sandbox/invoices/[id]/pay": { path: "/api/sandbox/invoices/1/pay", implemented: ["POST"] },
  "sandbox/invoices/[id]/claim": { path: "/api/sandbox/invoices/1/claim", implemented: ["POST"] },
  "sandbox/invoices/[id]/confirm": { path: "/api/sandbox/invoices/1/confirm", implemented: ["POST"] },
  "invoices/[id]/refunds": { path: "/api/invoices/1/refunds", implemented: ["GET", "POST"] },
  "invoices/[id]/pix-received": { path: "/api/invoices/1/pix-received", implemented: ["POST"] },
  "payouts": { path: "/api/payouts", implemented: ["POST"] },
  "checkouts": { path: "/api/checkouts", implemented: ["GET", "POST"] },
  "checkouts/[id]": { path: "/api/checkouts/cs_1", implemented: ["GET"] },
  "payment-links": { path: "/api/payment-links", implemented: ["GET", "POST"] },
  "payment-links/[id]": { path: "/api/payment-links/1", implemented: ["GET"] },
  "payment-links/[id]/disable": { path: "/api/payment-links/1/disable", implemented: ["POST"] },
  "payment-links/[id]/enable": { path: "/api/payment-links/1/enable", implemented: ["POST"] },
  "payment-links/[id]/payments": { path: "/api/payment-links/1/payments", implemented: ["GET"] },
  "events": { path: "/api/events", implemented: ["GET"] },
  "withdrawals/[id]/address": { path: "/api/withdrawals/1/address", implemented: ["POST"] },
  "withdrawals/[id]/transaction": { path: "/api/withdrawals/1/transaction", implemented: ["POST"] },
  "withdrawals/[id]/cancel": { path: "/api/withdrawals/1/cancel", implemented: ["POST"] },
  "settlement/export": { path: "/api/settlement/export", implemented: ["GET"] },
  "withdrawals/export": { path: "/api/withdrawals/export", implemented: ["GET"] },
  "cron/tick": { path: "/api/cron/tick", implemented: ["GET"] },
  "health": { path: "/api/health", implemented: ["GET"] },
  "openapi.json": { path: "/api/openapi.json", implemented: ["GET"] },
  "pix/webhook": { path: "/api/pix/webhook", implemented: ["POST"] },
  "pix/webhook/pix": { path: "/api/pix/webhook/pix", implemented: ["POST"] },
  "pix/webhook/[secret]": { path: "/api/pix/webhook/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", implemented: ["POST"] },
  "pix/webhook/[secret]/pix": { path: "/api/pix/webhook/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/pix", implemented: ["POST"] },
};
// tRPC answers a wrong method itself, in its own error shape, per procedure.
const notRest = ["trpc/[trpc]"];

const apiRoot = path.join(process.cwd(), "app", "api");
function routeDirectories(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeDirectories(full);
    return entry === "route.ts" ? [path.relative(apiRoot, dir).split(path.sep).join("/")] : [];
  });
}

const methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const refusals = Object.entries(routes).flatMap(([route, { path: pathname, implemented }]) =>
  methods
    .filter((method) => !implemented.includes(method as "GET") && !(method === "HEAD" && implemented.includes("GET")))
    .map((method) => ({ route, pathname, method, allow: allowHeader(implemented) })),
);

describe("405 Method Not Allowed", () => {
  it("covers every REST route file", () => {
    expect(routeDirectories(apiRoot).filter((route) => !notRest.includes(route)).sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(refusals)("$method $pathname is 405 with Allow: $allow", async ({ pathname, method, allow }) => {
    const response = await fetch(`${server.url}${pathname}`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    if (method === "HEAD") return;
    expect(await response.json()).toEqual({ status: 405, code: "method_not_allowed", message: `This path accepts ${allow}.` });
  });
});

describe("allowHeader", () => {
  it.each([
    [["GET"], "GET, HEAD, OPTIONS"],
    [["POST"], "OPTIONS, POST"],
    [["GET", "POST"], "GET, HEAD, OPTIONS, POST"],
  ] as const)("for %j is %s", (implemented, expected) => {
    expect(allowHeader(implemented)).toBe(expected);
  });
});
