import { getTranslations } from "next-intl/server";
import { ChangePasswordForm } from "@/components/dashboard/change-password-form";
import { DisplayPreferencesForm } from "@/components/dashboard/display-preferences-form";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  return { title: (await getTranslations("account"))("title") };
}

export default async function AccountPage() {
  const t = await getTranslations("account");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="space-y-6">
        <DisplayPreferencesForm />
        <ChangePasswordForm />
      </div>
    </>
  );
}
