// The security headers of each page: a Content-Security-Policy with a fresh nonce, the page's framing
// rule, and HSTS once the app is served over https. The headers every response shares, whatever its
// path (nosniff, Referrer-Policy, Permissions-Policy), are static and set in next.config.mjs.

export type PageSecurityOptions = {
  pathname: string;
  /** A fresh nonce per request: Next.js reads it back from the request's CSP and puts it on its scripts. */
  nonce: string;
  appUrl: string;
  /** `next dev`: React's debugging aids need eval, and its style tags carry no nonce. */
  development: boolean;
  /** Sites that may show the hosted checkout in a frame, besides the app itself. */
  checkoutFrameAncestors: readonly string[];
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const isCheckoutPath = (pathname: string) => pathname === "/checkout" || pathname.startsWith("/checkout/");
const isPaymentLinkPath = (pathname: string) => pathname.startsWith("/l/");
const isSessionPath = (pathname: string) => pathname.startsWith("/pay/");
const isStorePagePath = (pathname: string) => isCheckoutPath(pathname) || isPaymentLinkPath(pathname) || isSessionPath(pathname);

/**
 * The dashboard and sign-in carry one-click actions (Mark as paid, Revoke key): no other page may
 * frame them. The checkout holds no session and changes only its own payer details, so merchants
 * may embed it on the sites they list.
 */
function frameAncestors({ pathname, checkoutFrameAncestors }: PageSecurityOptions) {
  if (!isCheckoutPath(pathname)) return "'none'";
  return ["'self'", ...checkoutFrameAncestors].join(" ");
}

const servedOverHttps = (appUrl: string) => new URL(appUrl).protocol === "https:";

export function contentSecurityPolicy(options: PageSecurityOptions): string {
  const { nonce, development } = options;
  const directives = [
    "default-src 'self'",
    // 'strict-dynamic': the chunks Next.js loads from its nonce-bearing scripts run; nothing else does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    // A nonce makes browsers ignore 'unsafe-inline', so development, whose style tags have none, goes without it.
    development ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
    // Style attributes run no script, and images load only from here; Next.js's built-in error page is drawn with them.
    "style-src-attr 'unsafe-inline'",
    // QR codes are inline PNGs; a checkout, a session's chooser and a payment link's page may show
    // the store's logo or the link's image from an https site.
    `img-src 'self' data:${isStorePagePath(options.pathname) ? " https:" : ""}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(options)}`,
  ];
  if (servedOverHttps(options.appUrl)) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The headers a page answers with, by lower-case name. */
export function pageSecurityHeaders(options: PageSecurityOptions) {
  const headers: Record<string, string> & { "content-security-policy": string } = {
    "content-security-policy": contentSecurityPolicy(options),
  };
  // For browsers that predate frame-ancestors; it cannot name sites, so the checkout goes without it.
  if (!isCheckoutPath(options.pathname)) headers["x-frame-options"] = "DENY";
  // No includeSubDomains: the app's host's other subdomains are not the app's to commit to https.
  if (servedOverHttps(options.appUrl)) headers["strict-transport-security"] = `max-age=${ONE_YEAR_SECONDS}`;
  return headers;
}

/** 128 random bits, base64: what a CSP nonce source accepts and Next.js reads back. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
