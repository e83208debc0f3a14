// The browser-side hardening: every page runs under its nonce CSP with no violation, the dashboard and
// sign-in refuse to be framed, the checkout is framed only by the app itself, and a form on another
// origin of the same site cannot call a tRPC mutation with the merchant's cookie.
import { randomBytes } from "node:crypto";
import { HDKey } from "@scure/bip32";
import { expect, test, type Page } from "@playwright/test";
import { createUser, newApiContext, signIn, signInViaApi, TEST_PASSWORD, trpc } from "../fixtures";

/**
 * Another origin of the same site (another port of localhost): the browser sends SameSite=Lax
 * cookies to the app from it, so only the app's own checks stand in the way. Served by the test.
 */
const SAME_SITE_ORIGIN = "http://localhost:3999";

async function serveFromOtherOrigin(page: Page, html: string) {
  await page.route(`${SAME_SITE_ORIGIN}/**`, (route) => route.fulfill({ contentType: "text/html", body: html }));
  await page.goto(`${SAME_SITE_ORIGIN}/`);
}

/** CSP violations as the page's own DOM reports them (no policy can hide the event), and console errors. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content.Security.Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction("reportCspViolation", (text: string) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`,
      );
    });
  });
  return problems;
}

/** Opens a page, checks its headers and that every script carries the nonce of its CSP. */
async function openUnderPolicy(page: Page, path: string, frameAncestors: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const headers = response?.headers() ?? {};
  const policy = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, `${path} has a nonce`).toBeTruthy();
  expect(policy).not.toContain("unsafe-eval");
  expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
  expect(policy).toContain(`frame-ancestors ${frameAncestors}`);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // HSTS belongs to https deployments only; this server's APP_URL is http.
  expect(headers["strict-transport-security"]).toBeUndefined();
  // Every script the server wrote carries the nonce; those Next.js adds later are trusted through 'strict-dynamic'.
  const scriptTags = (await response?.text())?.match(/<script\b[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
  // The app's scripts ran: the client router is up.
  await page.waitForFunction(() => "next" in window);
  return nonce;
}

const freshEvmXpub = () => HDKey.fromMasterSeed(randomBytes(32)).derive("m/44'/60'/0'").publicExtendedKey;

async function sandboxMerchantWithPayments(baseURL: string) {
  const user = await createUser(baseURL, { sandbox: true });
  const context = await newApiContext(baseURL);
  await signInViaApi(context, user.email, user.password);
  await trpc(context, "wallets.set", { currency: "USDTBSC", xpub: freshEvmXpub() });
  await trpc(context, "pix.setProfile", { key: "loja@example.com", legalName: "Loja Exemplo Ltda", document: "11.222.333/0001-81", city: "São Paulo" });
  const headers = { authorization: `Bearer ${user.token}` };
  const crypto = await context.post("/api/payments/v2/crypto", {
    headers,
    data: { amount: 100, fiat_currency: "BRL", pay_currency: "USDTBSC", customer_name: "Ana Souza", customer_email: "ana@example.com", external_reference: `e2e-${randomBytes(4).toString("hex")}` },
  });
  expect(crypto.status(), await crypto.text()).toBe(201);
  const pix = await context.post("/api/payments", {
    headers,
    data: { clientMode: "requestCheckout", amount: 49.9, expire_at: new Date(Date.now() + 30 * 60_000).toISOString(), description: "Camiseta" },
  });
  expect(pix.status(), await pix.text()).toBe(201);
  const cryptoPayment = (await crypto.json()) as { id: string; checkout_url: string };
  const pixPayment = ((await pix.json()) as { response: { checkout_id: string } }).response;
  await context.dispose();
  return {
    user,
    invoiceId: cryptoPayment.id,
    cryptoCheckout: new URL(cryptoPayment.checkout_url).pathname,
    pixCheckout: `/checkout/${pixPayment.checkout_id}`,
  };
}

test("sign-in, every dashboard page, both checkouts and /docs load under their CSP with no violation", async ({ page, baseURL }) => {
  const problems = await watchProblems(page);
  const merchant = await sandboxMerchantWithPayments(baseURL ?? "");

  // The sign-in form itself, a server action under form-action 'self'.
  await openUnderPolicy(page, "/login", "'none'");
  await page.getByLabel("E-mail").fill(merchant.user.email);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();

  const nonces = new Set<string | undefined>();
  for (const path of [
    "/dashboard",
    "/dashboard/invoices",
    `/dashboard/invoices/${merchant.invoiceId}`,
    "/dashboard/payments/new",
    "/dashboard/webhooks",
    "/dashboard/api-keys",
    "/dashboard/wallets",
    "/dashboard/pix",
    "/docs",
  ]) {
    nonces.add(await openUnderPolicy(page, path, "'none'"));
    await expect(page.locator("h1").first()).toBeVisible();
  }
  expect(nonces.size).toBe(9);

  // A dashboard mutation from the page itself passes the same-origin check.
  await page.goto("/dashboard/api-keys");
  await page.getByLabel("Name").fill("under CSP");
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByTestId("new-api-key")).toHaveText(/\S{20,}/);

  await openUnderPolicy(page, `${merchant.cryptoCheckout}?lang=en`, "'self'");
  await expect(page.getByTestId("crypto-qr")).toBeVisible();

  // The checkout's public mutation, from the payer's page.
  await openUnderPolicy(page, merchant.pixCheckout, "'self'");
  await page.getByLabel("Nome completo").fill("Maria da Silva");
  await page.getByLabel("CPF ou CNPJ").fill("529.982.247-25");
  await page.getByLabel("E-mail").fill("maria@example.com");
  await page.getByRole("button", { name: "Gerar QR Code" }).click();
  await expect(page.getByTestId("pix-qr")).toBeVisible();

  expect(problems).toEqual([]);
});

test("the admin's users page and the not-found pages load under their CSP with no violation", async ({ page, baseURL }) => {
  const problems = await watchProblems(page);
  const admin = await createUser(baseURL ?? "", { role: "admin" });
  await signIn(page, admin.email, admin.password);
  await openUnderPolicy(page, "/dashboard/admin/users", "'none'");
  await expect(page.getByRole("heading", { name: "Users", exact: true })).toBeVisible();
  await openUnderPolicy(page, "/no-such-page", "'none'", 404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await openUnderPolicy(page, "/checkout/no-such-checkout-link-0000", "'self'", 404);
  // The browser reports the 404 document itself as a failed resource; nothing else may show up.
  expect(problems.filter((problem) => !problem.includes("404 (Not Found)"))).toEqual([]);
});

/** Chromium shows a frame it refused to render as its own error page. */
const REFUSED_FRAME = "chrome-error://chromewebdata/";

test("the signed-in dashboard and sign-in refuse to be framed; the checkout is framed by the app only", async ({ page, baseURL }) => {
  const merchant = await sandboxMerchantWithPayments(baseURL ?? "");
  await signIn(page, merchant.user.email, merchant.user.password);
  const frameUrls = () => page.frames().filter((frame) => frame !== page.mainFrame()).map((frame) => frame.url());

  // The session cookie goes along to these frames (same site), so without the refusal the
  // signed-in API keys page would render under another origin's clicks.
  await serveFromOtherOrigin(
    page,
    `<iframe id="dashboard" src="${baseURL}/dashboard/api-keys"></iframe>
     <iframe id="login" src="${baseURL}/login"></iframe>
     <iframe id="checkout" src="${baseURL}${merchant.cryptoCheckout}?lang=en"></iframe>`,
  );
  await expect.poll(frameUrls).toEqual([REFUSED_FRAME, REFUSED_FRAME, REFUSED_FRAME]);
  await expect(page.frameLocator("#dashboard").getByTestId("signed-in-as")).toHaveCount(0);
  await expect(page.frameLocator("#login").getByLabel("Password")).toHaveCount(0);
  await expect(page.frameLocator("#checkout").getByTestId("crypto-qr")).toHaveCount(0);

  // A page of the app's own origin may show the checkout, and still not the dashboard.
  await page.route(`${baseURL}/embedding-test`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<iframe id="checkout" src="${merchant.cryptoCheckout}?lang=en"></iframe><iframe id="dashboard" src="/dashboard"></iframe>`,
    }),
  );
  await page.goto("/embedding-test");
  await expect(page.frameLocator("#checkout").getByTestId("crypto-qr")).toBeVisible();
  await expect.poll(frameUrls).toEqual([`${baseURL}${merchant.cryptoCheckout}?lang=en`, REFUSED_FRAME]);
  await expect(page.frameLocator("#dashboard").getByTestId("signed-in-as")).toHaveCount(0);
});

test("a multipart form on another origin of the site cannot rotate the webhook secret", async ({ page, baseURL }) => {
  const merchant = await sandboxMerchantWithPayments(baseURL ?? "");
  await signIn(page, merchant.user.email, merchant.user.password);
  await trpc(page.request, "webhooks.setUrl", { url: "http://127.0.0.1:9/hooks" });
  const secretBefore = (await trpc<{ secret: string }>(page.request, "webhooks.revealSecret")).secret;

  const answer = page.waitForResponse(`${baseURL}/api/trpc/webhooks.rotateSecret`);
  await serveFromOtherOrigin(
    page,
    `<form method="post" enctype="multipart/form-data" action="${baseURL}/api/trpc/webhooks.rotateSecret">
       <input name="anything" value="1">
     </form>
     <script>addEventListener("load", () => document.forms[0].submit())</script>`,
  );
  const response = await answer;
  expect(response.status()).toBe(403);
  expect(((await response.json()) as { error: { data: { appCode: string } } }).error.data.appCode).toBe("cross_site_request");
  // The cookie went along: SameSite=Lax does not stop a form of the same site.
  expect((await response.request().allHeaders())["cookie"]).toContain("authjs.session-token");

  expect((await trpc<{ secret: string }>(page.request, "webhooks.revealSecret")).secret).toBe(secretBefore);
});
