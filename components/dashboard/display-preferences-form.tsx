"use client";
// The account's display settings: the dashboard's language (or the browser's) and the zone its
// times are shown in. Saving renders the page again in the new settings.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { api } from "@/components/trpc-provider";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/field";
import { Form, FormError, SavedNotice } from "@/components/ui/form";
import { useForm } from "@/components/ui/use-form";
import { defaultTimeZone, isLocale, locales, type Locale } from "@/kernel/locales";

type Preferences = { locale: Locale | null; timeZone: string };

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
  const form = useForm({
    initial: preferences.data,
    mutation: api.users.setPreferences.useMutation(),
    toInput: (values: Preferences) => values,
    onSuccess: () => {
      router.refresh();
      return preferences.refetch();
    },
  });
  return (
    <Card title={t("title")} description={t("description")}>
      <Form form={form} loadingLabel={t("loading")} skeletonFields={2} className="grid max-w-md gap-3">
        {(values) => (
          <>
            <SelectField
              label={t("language")}
              value={values.locale ?? BROWSER}
              error={form.fieldError("locale")}
              onChange={(event) => form.setValue("locale", isLocale(event.target.value) ? event.target.value : null)}
            >
              <option value={BROWSER}>{t("browserLanguage")}</option>
              {locales.map((locale) => (
                <option key={locale} value={locale}>{tLanguages(locale)}</option>
              ))}
            </SelectField>
            <SelectField label={t("timeZone")} {...form.field("timeZone")}>
              {timeZones(values.timeZone).map((zone) => (
                <option key={zone} value={zone}>{zone}</option>
              ))}
            </SelectField>
            <FormError form={form} />
            <SavedNotice form={form}>{t("saved")}</SavedNotice>
            <div>
              <Button type="submit" disabled={form.isPending || !form.dirty}>{form.isPending ? t("saving") : t("save")}</Button>
            </div>
          </>
        )}
      </Form>
    </Card>
  );
}
