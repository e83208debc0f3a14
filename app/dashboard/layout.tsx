import Link from "next/link";
import { redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getDb } from "@/db/client";
import { DashboardNav } from "@/components/dashboard/nav";
import { TrpcProvider } from "@/components/trpc-provider";
import { getSessionActor } from "@/server/session/get-session-actor";
import { signOutNow } from "@/server/session/actions";
import { getProfile } from "@/server/users/manage-users";

export const dynamic = "force-dynamic";

export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const db = await getDb();
  const actor = await getSessionActor(db);
  if (!actor) redirect("/login");
  const profile = await getProfile(db, actor);
  const t = await getTranslations("layout");
  const tRoles = await getTranslations("roles");
  return (
    <NextIntlClientProvider>
      <div className="dashboard-theme min-h-screen bg-slate-50 text-slate-900" lang={await getLocale()}>
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
            <Link href="/dashboard" className="text-lg font-semibold tracking-tight">
              <span className="text-brand-600">{t("brand")}</span>
            </Link>
            <div className="flex min-w-0 items-center gap-3 text-sm">
              {profile.sandbox ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">{t("sandbox")}</span>
              ) : null}
              <span className="hidden truncate text-slate-600 sm:inline" data-testid="signed-in-as">
                {t("signedInAs", { email: profile.email, role: tRoles(profile.role) })}
              </span>
              <form action={signOutNow}>
                <button type="submit" className="rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100">
                  {t("signOut")}
                </button>
              </form>
            </div>
          </div>
        </header>
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
          <aside className="md:w-52 md:shrink-0">
            <DashboardNav isAdmin={actor.role === "admin"} />
          </aside>
          <main id="main" className="min-w-0 flex-1">
            {/* The dashboard's client components talk tRPC through React Query; the payer's pages do not load it. */}
            <TrpcProvider>{children}</TrpcProvider>
          </main>
        </div>
      </div>
    </NextIntlClientProvider>
  );
}
