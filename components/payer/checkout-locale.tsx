"use client";
// The checkout's language: chosen by ?lang=, defaulted per rail, switchable without a reload.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { locales, translate, type Locale, type MessageKey } from "./i18n";

type LocaleContextValue = { locale: Locale; setLocale: (locale: Locale) => void; t: (key: MessageKey) => string };

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function CheckoutLocaleProvider({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  useEffect(() => {
    // The root layout is shared with the English dashboard; screen readers need the checkout's language.
    document.documentElement.lang = locale;
  }, [locale]);
  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    // Keep the choice in the address so a reload or a shared link opens in the same language.
    const url = new URL(window.location.href);
    url.searchParams.set("lang", next);
    window.history.replaceState(null, "", url);
  }, []);
  const value = useMemo(() => ({ locale, setLocale, t: (key: MessageKey) => translate(locale, key) }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useCheckoutLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useCheckoutLocale must be used inside CheckoutLocaleProvider");
  return value;
}

const labels: Record<Locale, string> = { "pt-BR": "Português", en: "English" };

export function LanguageSwitcher() {
  const { locale, setLocale, t } = useCheckoutLocale();
  const hydrated = useHydrated();
  return (
    <div role="group" aria-label={t("checkout.language")} className="flex gap-1 text-xs">
      {locales.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          disabled={!hydrated}
          onClick={() => setLocale(option)}
          className="rounded px-2 py-1 text-slate-600 hover:bg-slate-100 disabled:cursor-default aria-pressed:bg-slate-900 aria-pressed:text-white"
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}

/** Follows the browser's language when the link did not choose one (?lang=). */
export function useBrowserLanguage() {
  const { locale, setLocale } = useCheckoutLocale();
  useEffect(() => {
    if (new URL(window.location.href).searchParams.has("lang")) return;
    const preferred = navigator.languages?.[0] ?? navigator.language;
    const browser = preferred?.toLowerCase().startsWith("pt") ? "pt-BR" : "en";
    if (browser !== locale) setLocale(browser);
    // Only once, on arrival: later choices are the payer's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
