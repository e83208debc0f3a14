import createNextIntlPlugin from "next-intl/plugin";

/**
 * Headers every response carries, pages, API answers and static files alike. The per-page ones
 * (Content-Security-Policy with its nonce, framing, HSTS) are set in proxy.ts.
 */
const sharedSecurityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  // Checkout and invoice links are capabilities: other sites learn the origin, never the path.
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Features no page uses; the checkout's copy buttons need only clipboard writing, left allowed.
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships a WASM build and postgres.js uses Node sockets: both must stay out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "qrcode"],
  poweredByHeader: false,
  async headers() {
    return [{ source: "/:path*", headers: sharedSecurityHeaders }];
  },
};

// The dashboard's languages: the request configuration lives in i18n/request.ts.
const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

export default withNextIntl(nextConfig);
