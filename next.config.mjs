/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships a WASM build and postgres.js uses Node sockets: both must stay out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "postgres", "qrcode"],
  poweredByHeader: false,
};

export default nextConfig;
