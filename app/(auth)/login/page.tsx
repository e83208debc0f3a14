import type { Metadata } from "next";
import { LoginForm } from "@/components/dashboard/login-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string; changed?: string }> }) {
  const { next, changed } = await searchParams;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm">
        <p className="mb-6 text-center text-2xl font-semibold tracking-tight">
          <span className="text-brand-600">Ponte</span> dashboard
        </p>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="mb-4 text-lg font-semibold">Sign in</h1>
          {changed === "password" ? (
            <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
              Your password was changed and every session ended. Sign in with the new password.
            </p>
          ) : null}
          <LoginForm next={next ?? "/dashboard"} />
        </div>
      </div>
    </main>
  );
}
