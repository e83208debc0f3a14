// Any unknown path: a 404 in the app's own look. Next.js's built-in page carries an inline style
// tag without the request's nonce, which the pages' CSP refuses.
import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-sm text-center">
        <p className="text-sm font-medium text-brand-700">404</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">Page not found</h1>
        <p className="mt-2 text-slate-600">There is nothing at this address.</p>
        <p className="mt-6 flex justify-center gap-4 text-sm">
          <Link className="text-brand-700 underline" href="/dashboard">
            Dashboard
          </Link>
          <Link className="text-brand-700 underline" href="/docs">
            API reference
          </Link>
        </p>
      </div>
    </main>
  );
}
