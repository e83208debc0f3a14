import { redirect } from "next/navigation";
import { getDb } from "@/db/client";
import { UsersManager } from "@/components/dashboard/users-manager";
import { PageHeader } from "@/components/ui/page-header";
import { getSessionActor } from "@/server/session/get-session-actor";

export const metadata = { title: "Users" };

export default async function UsersPage() {
  const actor = await getSessionActor(await getDb());
  // The page hides itself from non-admins; the procedures it calls enforce the rule (403).
  if (actor?.role !== "admin") redirect("/dashboard");
  return (
    <>
      <PageHeader title="Users" description="Merchants, operators and admins. Sandbox merchants can simulate payments." />
      <UsersManager />
    </>
  );
}
