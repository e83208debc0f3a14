// Playwright helpers: users are seeded per test through the app itself (the demo admin creates them),
// and tests sign in through the auth API, except the test of the sign-in form.
import { randomBytes } from "node:crypto";
import { HDKey } from "@scure/bip32";
import { expect, request as playwrightRequest, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";

export const DEMO_ADMIN = { email: "admin@ponte.local", password: "ponte-admin-demo" };
export const TEST_PASSWORD = "e2e password 1234";

/** Signs a request context (or a page's) in with e-mail and password through next-auth. */
export async function signInViaApi(request: APIRequestContext, email: string, password: string) {
  const csrf = await request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, callbackUrl: "/dashboard" },
    maxRedirects: 0,
  });
  expect([200, 302, 303]).toContain(response.status());
  const session = await (await request.get("/api/auth/session")).json();
  expect(session?.user?.email).toBe(email);
}

/** Calls a tRPC procedure the way the dashboard does. */
export async function trpc<T>(request: APIRequestContext, procedure: string, input?: unknown, kind: "query" | "mutation" = "mutation") {
  const response =
    kind === "mutation"
      ? await request.post(`/api/trpc/${procedure}`, { data: input ?? {} })
      : await request.get(`/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input ?? {}))}`);
  const body = await response.json();
  if (!response.ok()) throw new Error(`${procedure} failed: ${JSON.stringify(body)}`);
  return body.result.data as T;
}

export async function newApiContext(baseURL: string) {
  return playwrightRequest.newContext({ baseURL });
}

/** A fresh user created by the demo admin; returns its credentials and an API key. */
export async function createUser(baseURL: string, options: { role?: "merchant" | "operator" | "admin"; sandbox?: boolean } = {}) {
  const admin = await newApiContext(baseURL);
  await signInViaApi(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const email = `e2e-${randomBytes(5).toString("hex")}@example.com`;
  const user = await trpc<{ id: number }>(admin, "users.create", {
    email,
    password: TEST_PASSWORD,
    name: "E2E Merchant",
    role: options.role ?? "merchant",
    sandbox: options.sandbox ?? false,
  });
  await admin.dispose();
  const own = await newApiContext(baseURL);
  await signInViaApi(own, email, TEST_PASSWORD);
  const key = await trpc<{ token: string }>(own, "apiKeys.create", { name: "e2e" });
  await own.dispose();
  return { id: user.id, email, password: TEST_PASSWORD, token: key.token };
}

/** Signs the page's browser context in (cookies shared with page.request). */
export async function signIn(page: Page, email: string, password: string) {
  await signInViaApi(page.request, email, password);
}

/**
 * A sandbox merchant with a BTC wallet and one BTC payment of R$ 100,00 paid in full in the sandbox
 * (customer Ana Souza); returns the merchant and the payment's id.
 */
export async function sandboxMerchantWithPaidBtcPayment(page: Page, baseURL: string, externalReference: string) {
  const merchant = await createUser(baseURL, { sandbox: true });
  const setup = await newApiContext(baseURL);
  await signInViaApi(setup, merchant.email, merchant.password);
  await trpc(setup, "wallets.set", { currency: "BTC", xpub: HDKey.fromMasterSeed(randomBytes(32)).derive("m/84'/0'/0'").publicExtendedKey });
  await setup.dispose();
  const created = await page.request.post("/api/payments/v2/crypto", {
    headers: { authorization: `Bearer ${merchant.token}` },
    data: { amount: 100, fiat_currency: "BRL", pay_currency: "BTC", customer_name: "Ana Souza", customer_email: "ana@example.com", external_reference: externalReference },
  });
  expect(created.status()).toBe(201);
  const payment = (await created.json()) as { id: string };
  const paid = await page.request.post(`/api/sandbox/invoices/${payment.id}/pay`, { headers: { authorization: `Bearer ${merchant.token}` }, data: {} });
  expect(((await paid.json()) as { response: { status: string } }).response.status).toBe("PAID");
  return { merchant, paymentId: payment.id };
}

/** What a phone's camera reads from a QR code as the browser draws it: the element's pixels, decoded. */
export async function scanQr(qr: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
