import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import type { ReactNode } from "react";

export default async function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <div className="dashboard-theme min-h-screen bg-slate-50 text-slate-900" lang={await getLocale()}>
        {children}
      </div>
    </NextIntlClientProvider>
  );
}
