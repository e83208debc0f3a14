"use client";
// The frame every hosted checkout shares: a narrow, phone-first card headed by the store (its logo,
// name and colour), the language switch, and the store's support contact below.
import type { CSSProperties, ReactNode } from "react";
import type { CheckoutStore } from "@/server/branding/checkout-store";
import { LanguageSwitcher, useCheckoutLocale } from "./checkout-locale";

/** Ponte's own colours (brand-600 and white) where the merchant chose none. */
function brandVariables(store: CheckoutStore): CSSProperties {
  if (!store.brandColor || !store.textColorOnBrand) return {};
  return { "--checkout-brand": store.brandColor, "--checkout-on-brand": store.textColorOnBrand } as CSSProperties;
}

/** Ponte's wordmark heads the pages that belong to no store (an unknown link, a claim page with its own h1). */
const noStore: CheckoutStore = {
  name: "Ponte",
  logoSrc: null,
  brandColor: null,
  textColorOnBrand: null,
  supportEmail: null,
  supportWhatsappUrl: null,
};

export function CheckoutShell({ store = noStore, children }: { store?: CheckoutStore; children: ReactNode }) {
  const { t } = useCheckoutLocale();
  const branded = store.brandColor !== null;
  return (
    <main
      className="mx-auto flex min-h-screen w-full max-w-md flex-col px-3 py-4 [--checkout-brand:var(--color-brand-700)] [--checkout-on-brand:#fff] sm:py-10 print:min-h-0 print:max-w-none print:p-0"
      style={brandVariables(store)}
    >
      <div className="mb-2 flex justify-end print:hidden">
        <LanguageSwitcher />
      </div>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm print:rounded-none print:border-0 print:shadow-none">
        <header
          className={`flex items-center gap-3 px-4 py-3 sm:px-6 ${branded ? "bg-(--checkout-brand) text-(--checkout-on-brand) print:bg-white print:text-slate-900" : "border-b border-slate-100 text-slate-900"}`}
          data-testid="checkout-store"
        >
          {store.logoSrc ? (
            // The store's name follows: the logo adds nothing a screen reader should read twice.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={store.logoSrc} alt="" width={40} height={40} referrerPolicy="no-referrer" className="size-10 shrink-0 rounded bg-white object-contain" />
          ) : null}
          {store === noStore ? (
            <p className="text-lg font-semibold">Ponte</p>
          ) : (
            <h1 className="min-w-0 break-words text-lg font-semibold" data-testid="checkout-store-name">
              {store.name || t("checkout.title")}
            </h1>
          )}
        </header>
        <div className="p-4 sm:p-6">{children}</div>
      </div>
      <SupportContact store={store} />
      <p className="mt-4 text-center text-xs text-slate-600 print:hidden">{t("checkout.poweredBy")}</p>
    </main>
  );
}

function SupportContact({ store }: { store: CheckoutStore }) {
  const { t } = useCheckoutLocale();
  if (!store.supportEmail && !store.supportWhatsappUrl) return null;
  return (
    <p className="mt-4 text-center text-sm text-slate-700" data-testid="checkout-support">
      {t("checkout.support")}{" "}
      {store.supportEmail ? (
        <a href={`mailto:${store.supportEmail}`} className="font-medium underline underline-offset-2">
          {store.supportEmail}
        </a>
      ) : null}
      {store.supportEmail && store.supportWhatsappUrl ? " · " : null}
      {store.supportWhatsappUrl ? (
        <a href={store.supportWhatsappUrl} target="_blank" rel="noopener noreferrer" className="font-medium underline underline-offset-2">
          {t("checkout.supportWhatsapp")}
        </a>
      ) : null}
    </p>
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
        <a href={storeUrl} className="mt-5 inline-block rounded-md bg-(--checkout-brand) px-4 py-2 text-sm font-medium text-(--checkout-on-brand) hover:opacity-90">
          {t("checkout.backToStore")}
        </a>
      ) : null}
    </div>
  );
}
