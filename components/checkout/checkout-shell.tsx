"use client";
// The frame every hosted checkout shares: a narrow, phone-first card with the language switch.
import type { ReactNode } from "react";
import { LanguageSwitcher, useCheckoutLocale } from "./checkout-locale";

export function CheckoutShell({ children }: { children: ReactNode }) {
  const { t } = useCheckoutLocale();
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-md flex-col px-3 py-4 sm:py-10">
      <header className="mb-3 flex items-center justify-between gap-2">
        <p className="text-base font-semibold text-brand-600">Ponte</p>
        <LanguageSwitcher />
      </header>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</div>
      <p className="mt-4 text-center text-xs text-slate-500">{t("checkout.poweredBy")}</p>
    </main>
  );
}

/** Only web addresses are followed: a stored `javascript:` URL must never run. */
export const safeRedirect = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);

/** A final or waiting state: a title, a sentence and an optional way back to the store. */
export function CheckoutState({ tone, title, body, redirectUrl }: {
  tone: "success" | "warning" | "neutral";
  title: string;
  body: string;
  redirectUrl?: string | null;
}) {
  const { t } = useCheckoutLocale();
  const colors = { success: "text-emerald-700", warning: "text-amber-800", neutral: "text-slate-800" }[tone];
  const storeUrl = safeRedirect(redirectUrl);
  return (
    <div role="status" className="py-6 text-center">
      <h2 className={`text-xl font-semibold ${colors}`}>{title}</h2>
      <p className="mt-2 text-sm text-slate-600">{body}</p>
      {storeUrl ? (
        <a href={storeUrl} className="mt-5 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          {t("checkout.backToStore")}
        </a>
      ) : null}
    </div>
  );
}
