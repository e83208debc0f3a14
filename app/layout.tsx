import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Ponte", template: "%s · Ponte" },
  description: "Crypto and PIX payments through one API, one dashboard and one checkout.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };
// Every page carries the fresh CSP nonce of its request (proxy.ts), so none can be prerendered.
export const dynamic = "force-dynamic";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
