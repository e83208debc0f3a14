import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { UsersManager } from "@/components/dashboard/users-manager";
import { PageHeader } from "@/components/ui/page-header";
import { getSessionActor } from "@/server/session/get-session-actor";

export async function generateMetadata() {
  return { title: (await getTranslations("pages.users"))("title") };
}

export default async function UsersPage() {
  const t = await getTranslations("pages.users");
  const actor = await getSessionActor(await getDb());
  // The page hides itself from non-admins; the procedures it calls enforce the rule (403).
  if (actor?.role !== "admin") redirect("/dashboard");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <UsersManager />
    </>
  );
}
