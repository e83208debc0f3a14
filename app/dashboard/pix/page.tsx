import { getTranslations } from "next-intl/server";
import { PixProfileForm } from "@/components/pix/pix-profile-form";
import { PspConnectionForm } from "@/components/pix/psp-connection-form";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.pixProfile"))("title") };
}

export default async function PixProfilePage() {
  const t = await getTranslations("pages.pixProfile");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
      />
      <div className="grid gap-6">
        <PixProfileForm />
        <PspConnectionForm />
      </div>
    </>
  );
}
