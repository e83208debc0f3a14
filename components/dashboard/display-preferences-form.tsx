"use client";
// The account's display settings: the dashboard's language (or the browser's) and the zone its
// times are shown in. Saving renders the page again in the new settings.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useErrorText, useFieldError } from "@/components/use-field-error";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { defaultTimeZone, isLocale, locales, type Locale } from "@/kernel/locales";

const BROWSER = "browser";

/** Every zone the browser knows, the São Paulo one included even where the list lacks it. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([defaultTimeZone, current, ...known])].sort();
}

export function DisplayPreferencesForm() {
  const t = useTranslations("account.display");
  const tLanguages = useTranslations("languages");
  const router = useRouter();
  const preferences = api.users.preferences.useQuery();
  const [draft, setDraft] = useState<{ locale: Locale | null; timeZone: string } | null>(null);
  const form = draft ?? preferences.data ?? null;
  const save = api.users.setPreferences.useMutation({
    onSuccess: () => {
      setDraft(null);
      void preferences.refetch();
      router.refresh();
    },
  });
  const errorFor = useFieldError(save.error);
  const errorText = useErrorText();
  return (
    <Card title={t("title")} description={t("description")}>
      {form ? (
        <form
          className="grid max-w-md gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(form);
          }}
        >
          <SelectField
            label={t("language")}
            value={form.locale ?? BROWSER}
            error={errorFor("locale")}
            onChange={(event) => setDraft({ ...form, locale: isLocale(event.target.value) ? event.target.value : null })}
          >
            <option value={BROWSER}>{t("browserLanguage")}</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>{tLanguages(locale)}</option>
            ))}
          </SelectField>
          <SelectField
            label={t("timeZone")}
            value={form.timeZone}
            error={errorFor("timeZone")}
            onChange={(event) => setDraft({ ...form, timeZone: event.target.value })}
          >
            {timeZones(form.timeZone).map((zone) => (
              <option key={zone} value={zone}>{zone}</option>
            ))}
          </SelectField>
          {save.error && !save.error.data?.fieldErrors ? (
            <p role="alert" className="text-sm text-red-600">{errorText(save.error)}</p>
          ) : null}
          {save.isSuccess && !draft ? <p role="status" className="text-sm text-emerald-700">{t("saved")}</p> : null}
          <div>
            <Button type="submit" disabled={save.isPending || !draft}>{save.isPending ? t("saving") : t("save")}</Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-500">{t("loading")}</p>
      )}
    </Card>
  );
}
